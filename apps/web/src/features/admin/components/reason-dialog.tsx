import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { rejectRedeemRequest } from "@rewards/contracts";
import { type ReactNode, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that leaves without acting (default 'Cancel'), for when the action is itself a cancellation. */
  dismissLabel?: string;
  /** Asks for a reason (checked with the request's own schema) before the action runs. */
  withReason?: boolean;
  danger?: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
};

/** Confirms an action that cannot be undone, with the reason the server records when it needs one. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  withReason,
  danger,
  busy,
  onConfirm,
}: Props) {
  const { t } = useTranslation("admin");
  const reasonId = useId();
  const form = useForm<{ reason: string }>({
    resolver: withReason ? zodResolver(rejectRedeemRequest) : undefined,
    defaultValues: { reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <div className="adm">
          <Dialog.Overlay className="adm-overlay" />
          <Dialog.Content className="adm-dialog">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description className="adm-muted">{description}</Dialog.Description>
            <form
              onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason))}
              noValidate
              className="adm-actions"
              style={{ flexDirection: "column", alignItems: "stretch" }}
            >
              {withReason && (
                <div className="adm-field">
                  <label htmlFor={reasonId}>{t("common.reason")}</label>
                  <textarea id={reasonId} rows={3} aria-invalid={Boolean(error)} {...form.register("reason")} />
                  {error && (
                    <span className="adm-error" role="alert">
                      {t("common.reasonRequired")}
                    </span>
                  )}
                </div>
              )}
              <div className="adm-actions" style={{ justifyContent: "flex-end" }}>
                <Dialog.Close asChild>
                  <button type="button" className="adm-btn" disabled={busy}>
                    {dismissLabel ?? t("common.cancel")}
                  </button>
                </Dialog.Close>
                <button
                  type="submit"
                  className={`adm-btn adm-btn-primary${danger ? " adm-btn-danger" : ""}`}
                  disabled={busy}
                >
                  {confirmLabel}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
