import { zodResolver } from "@hookform/resolvers/zod";
import { rejectRedeemRequest } from "@rewards/contracts";
import { type ReactNode, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogActions, DialogFrame } from "./dialog-frame";

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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onClosed={() => form.reset()}
      title={title}
      description={description}
    >
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
        <DialogActions busy={busy} confirmLabel={confirmLabel} dismissLabel={dismissLabel} danger={danger} />
      </form>
    </DialogFrame>
  );
}
