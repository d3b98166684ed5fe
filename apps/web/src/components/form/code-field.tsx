import { codeRules } from "@rewards/contracts";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./text-field";

/** The six-digit code of an email or a text message; phones offer the number pad and autofill. */
export function CodeField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      registration={registration}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={codeRules.digits}
      placeholder={"0".repeat(codeRules.digits)}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
    />
  );
}
