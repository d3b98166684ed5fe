import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The back office's modal: title, description and the caller's form. It cannot be closed while its
 * action runs (`busy`), and `onClosed` runs when the staff member leaves it, to forget what they typed.
 */
export function DialogFrame({
  open,
  onOpenChange,
  busy,
  onClosed,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onClosed: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) onClosed();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <div className="adm">
          <Dialog.Overlay className="adm-overlay" />
          <Dialog.Content className="adm-dialog">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="adm-muted">{description}</div>
            </Dialog.Description>
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog form's buttons: leave without acting, or submit the action. */
export function DialogActions({
  busy,
  confirmLabel,
  dismissLabel,
  danger,
}: {
  busy: boolean;
  confirmLabel: string;
  /** The button that leaves without acting (default 'Cancel'), for when the action is itself a cancellation. */
  dismissLabel?: string | undefined;
  danger?: boolean | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="adm-actions" style={{ justifyContent: "flex-end" }}>
      <Dialog.Close asChild>
        <button type="button" className="adm-btn" disabled={busy}>
          {dismissLabel ?? t("common.cancel")}
        </button>
      </Dialog.Close>
      <button type="submit" className={`adm-btn adm-btn-primary${danger ? " adm-btn-danger" : ""}`} disabled={busy}>
        {confirmLabel}
      </button>
    </div>
  );
}
