import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";
import { dangerButton, quietButton } from "../../../components/ui/buttons";

/** Asked when the member leaves a survey half-answered: what is kept (7 days, any device) and what is not. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation("surveys");
  return (
    <Dialog.Root open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-gray-900">{t("leave.title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{t("leave.text")}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={quietButton}>{t("leave.stay")}</Dialog.Close>
            <button type="button" className={dangerButton} onClick={() => blocker.proceed?.()}>
              {t("leave.leave")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
