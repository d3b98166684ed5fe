import type { ProfileData } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { showOnField } from "../../../components/form/form-failure";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { quietButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { updateProfile } from "../api/profile-api";
import { useErrorText } from "../forms/error-text";
import { basicInfoDefaults, basicInfoServerFields, profileChanges } from "../forms/profile-fields";
import { BasicInfoFields } from "./basic-info-fields";

/** Edits name, last name and birthday; a failure says 'Fail to update profile' (spec section 8). */
const resolver = lazyResolver(() => import("../forms/profile-form").then((forms) => forms.basicInfoForm));

export function BasicInfoForm({ profile, onDone }: { profile: ProfileData; onDone: () => void }) {
  const { t } = useTranslation("account");
  const { apiErrorText } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: basicInfoDefaults(profile) });

  const submit = handleSubmit(async (values) => {
    try {
      await updateProfile(profileChanges(values));
      toast.success(t("profile.saved"));
      onDone();
    } catch (error) {
      showOnField(error, apiErrorText(error), setError, basicInfoServerFields);
      toast.error(t("profile.updateFailed"));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <BasicInfoFields register={register} errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onDone} className={quietButton}>
          {t("common.cancel")}
        </button>
        <SubmitButton pending={isSubmitting} className="">
          {t("common.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
