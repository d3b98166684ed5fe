import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dangerButton, quietButton } from "../../../components/ui/buttons";
import { forgetSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { unregister } from "../api/account-api";
import { useErrorText } from "../forms/error-text";

/** Unregister: a dialog that says every point is lost for good; confirming deletes the account. */
export function DeleteAccountDialog() {
  const { t } = useTranslation("account");
  const { toastApiError } = useErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await unregister();
      forgetSession();
      setOpen(false);
      toast.success(t("settings.delete.done"));
      navigate("/", { replace: true });
    } catch (error) {
      toastApiError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <Dialog.Trigger className={dangerButton}>{t("settings.delete.open")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-gray-900">{t("settings.delete.title")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-700">{t("settings.delete.warning")}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={quietButton} disabled={deleting}>
              {t("common.cancel")}
            </Dialog.Close>
            <button type="button" onClick={() => void confirm()} disabled={deleting} className={dangerButton}>
              {deleting ? t("common.sending") : t("settings.delete.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
