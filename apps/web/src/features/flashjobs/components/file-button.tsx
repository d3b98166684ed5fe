import type { ChangeEvent, ReactNode } from "react";
import { smallSecondaryButton } from "../../../components/ui/buttons";

/** A button that opens the file picker; the input stays reachable by keyboard and by its label. */
export function FileButton({
  accept,
  disabled = false,
  onFile,
  children,
  label,
}: {
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
  label?: string;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (file) onFile(file);
  };
  return (
    <label
      className={`${smallSecondaryButton} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${disabled ? "pointer-events-none opacity-60" : ""}`}
    >
      {children}
      <input type="file" accept={accept} className="sr-only" disabled={disabled} aria-label={label} onChange={pick} />
    </label>
  );
}
