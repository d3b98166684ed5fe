import { avatarLimits } from "@rewards/contracts";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { uploadAvatar } from "../api/profile-api";
import { avatarProblem } from "../forms/avatar-file";
import { useErrorText } from "../forms/error-text";

/** The avatar (the server's default image until one is chosen) and the button that replaces it. */
export function AvatarUpload({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation("account");
  const { toastApiError } = useErrorText();
  const [uploading, setUploading] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      toast.error(t(`errors.${problem}`));
      return;
    }
    setUploading(true);
    try {
      await uploadAvatar(file);
      toast.success(t("profile.avatarSaved"));
    } catch (error) {
      // A body past the server's upload limit may be refused before the avatar route sees it.
      if (error instanceof ApiError && error.status === 413) toast.error(t("errors.image_too_big"));
      else toastApiError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <img
        src={src}
        alt={t("profile.avatarAlt", { name })}
        width={112}
        height={112}
        className="size-28 rounded-full border-4 border-white bg-gray-100 object-cover shadow"
      />
      <label
        className={`${smallSecondaryButton} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${uploading ? "pointer-events-none opacity-60" : ""}`}
      >
        {uploading ? t("common.sending") : t("profile.changeAvatar")}
        <input
          type="file"
          accept={avatarLimits.types.join(",")}
          className="sr-only"
          disabled={uploading}
          onChange={(event) => void pick(event)}
        />
      </label>
      <p className="text-xs text-gray-600">{t("profile.avatarHint", { size: avatarLimits.maxBytes / 1024 / 1024 })}</p>
    </div>
  );
}
