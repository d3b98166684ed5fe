import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";

/** Copies a card or voucher code; the button's name says which code, for screen readers. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("points");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("codes.copied"));
    } catch {
      toast.error(t("codes.copyFailed"));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t("codes.copyLabel", { code: text })}
      className={smallSecondaryButton}
    >
      {t("codes.copy")}
    </button>
  );
}
