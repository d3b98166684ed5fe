// What the credential forms need beside their checks: the proof sent and the server's field
// names. Apart from credential-forms.ts (the schemas, and zod) so that a form screen loads its
// checks later (components/form/lazy-resolver.ts).

/** The proof a change carries: the current password, or the code emailed to the current address. */
export type ProofValues = { proof: "password" | "email_code"; current_password: string; email_code: string };

/** What goes to the server: only the proof chosen. */
export function proofOf(values: ProofValues) {
  return values.proof === "password"
    ? { current_password: values.current_password }
    : { email_code: values.email_code.trim() };
}

/** The server's names for the forms' fields, so its errors land on the right one. */
export const changePasswordServerFields = {
  current_password: "current_password",
  email_code: "email_code",
  password: "password",
  password_confirmation: "password_confirmation",
} as const;

export const changeEmailServerFields = {
  new_email: "new_email",
  current_password: "current_password",
  email_code: "email_code",
} as const;
