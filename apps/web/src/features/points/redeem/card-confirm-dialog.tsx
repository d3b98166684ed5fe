import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { primaryButton, quietButton } from "../../../components/ui/buttons";

/**
 * 'Redeem these cards for these points?': nothing is spent until the member says yes here. Loaded
 * apart from the card tab (card-redeem.tsx), with the dialog library, once the tab has painted.
 */
export function CardConfirmDialog({
  onClose,
  summary,
  pending,
  error,
  onConfirm,
}: {
  /** The dialog is open while it is rendered: the card tab mounts it to ask, and closing asks to unmount it. */
  onClose: () => void;
  summary: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("points");
  return (
    <Dialog.Root open onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-gray-900">{t("cards.confirmTitle")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-700">{summary}</Dialog.Description>
          <div className="mt-3">
            <FormAlert message={error} />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={quietButton} disabled={pending}>
              {t("cards.cancel")}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={pending} aria-busy={pending} className={primaryButton}>
              {pending ? t("cards.redeeming") : t("cards.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
