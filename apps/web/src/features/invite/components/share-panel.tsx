import type { InviteInfo } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ShareIcon } from "../../../components/ui/icons";
import { formatPoints } from "../../../lib/format";
import { sharePage } from "../../../lib/share";
import { toast } from "../../../lib/toast";
import { useHydrated } from "../../../lib/use-hydrated";
import { shareUrl } from "../api/invite-api";

/** The member's code and link, copied or shared (native wrapper, Web Share API, or the clipboard). */
export function SharePanel({ info }: { info: InviteInfo }) {
  const { t, i18n } = useTranslation("invite");
  // The link holds this site's address, known in the browser only: the server draws the panel without it.
  const link = useHydrated() ? shareUrl(info.share_path) : null;

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(info.code);
      toast.success(t("share.codeCopied"));
    } catch {
      toast.error(t("share.failed"));
    }
  };
  const share = async () => {
    const title = t("share.title", { points: formatPoints(info.invitee_bonus, i18n.language) });
    const outcome = await sharePage(shareUrl(info.share_path), title);
    if (outcome === "shared") toast.success(t("share.shared"));
    else if (outcome === "copied") toast.success(t("share.copied"));
    else if (outcome === "failed") toast.error(t("share.failed"));
  };

  return (
    <section aria-labelledby="invite-code-title" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id="invite-code-title" className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
        {t("share.codeLabel")}
      </h2>
      <p
        className="mt-1 font-mono text-3xl font-bold tracking-widest text-brand-800 sm:text-4xl"
        data-testid="invite-code"
      >
        {info.code}
      </p>
      <p className="mt-2 min-h-5 text-sm break-all text-gray-700" data-testid="invite-link">
        {link}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => void share()} className={`${primaryButton} w-full sm:w-auto`}>
          <ShareIcon width={18} height={18} />
          {t("share.button")}
        </button>
        <button
          type="button"
          onClick={() => void copyCode()}
          aria-label={t("share.copyCodeLabel", { code: info.code })}
          className={`${secondaryButton} w-full sm:w-auto`}
        >
          {t("share.copyCode")}
        </button>
      </div>
    </section>
  );
}
