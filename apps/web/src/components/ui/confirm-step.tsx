import { useEffect, useId, useRef } from "react";
import { primaryButton, quietButton } from "./buttons";

/**
 * The second tap before money moves: what is about to happen, the amount in it, and what follows,
 * with the step's own button and a way back. It opens in place of the button that asked for it,
 * takes the focus so a screen reader reads it first, and Escape goes back.
 */
export function ConfirmStep({
  title,
  children,
  confirmLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  backLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
  testId?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) onBack();
      }}
      className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950 focus:outline-none"
      data-testid={testId}
    >
      <p id={titleId} className="font-bold">
        {title}
      </p>
      <div className="mt-1 space-y-1 text-sm">{children}</div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={quietButton} disabled={busy} onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}
