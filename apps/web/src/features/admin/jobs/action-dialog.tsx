import type { FormEvent, ReactNode } from "react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions, DialogFrame } from "../components/dialog-frame";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Asks for the note the server records in the audit log (optional there, so optional here). */
  withNote?: boolean;
  danger?: boolean;
  busy: boolean;
  /** The refusal to show under the form, in the staff member's words; null when there is none. */
  refusal: string | null;
  /** Fields of the action itself, above the note. */
  children?: ReactNode;
  /** Runs the action; `false` from `ready` keeps the dialog open (the action's own fields are wrong). */
  ready?: () => boolean;
  onConfirm: (note: string) => void;
};

/**
 * Confirms one of the job marketplace's back-office actions, with an optional note for the audit
 * log; the dialog stays open on a refusal and says why, so the staff member can try again.
 */
export function JobActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  withNote,
  danger,
  busy,
  refusal,
  children,
  ready,
  onConfirm,
}: Props) {
  const { t } = useTranslation("admin");
  const noteId = useId();
  const [note, setNote] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !ready()) return;
    onConfirm(note.trim());
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onClosed={() => setNote("")}
      title={title}
      description={description}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {children}
        {withNote && (
          <div className="adm-field">
            <label htmlFor={noteId}>{t("jobs.note")}</label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        )}
        {refusal && (
          <p className="adm-error m-0" role="alert">
            {refusal}
          </p>
        )}
        <DialogActions busy={busy} confirmLabel={confirmLabel} danger={danger} />
      </form>
    </DialogFrame>
  );
}
