import { z } from "zod";
import type { ProofValues } from "./credential-fields";
import { codeInput, emailInput, equalTo, passwordInput, repeatedInput } from "./validators";

/** The proof a change carries: the current password, or the code emailed to the current address. */
const proofFields = {
  proof: z.enum(["password", "email_code"]),
  current_password: z.string(),
  email_code: z.string(),
};

/**
 * Only the proof chosen is checked (the other field is hidden and may stay empty); like `equalTo`,
 * the checks run even while other fields are wrong, so every mistake shows at once.
 */
function withProofChecks<T extends z.ZodType<ProofValues>>(schema: T) {
  const always = { when: () => true };
  return schema
    .refine((values) => values.proof !== "password" || values.current_password.length > 0, {
      ...always,
      path: ["current_password"],
      message: "required",
    })
    .refine((values) => values.proof !== "email_code" || values.email_code.trim().length > 0, {
      ...always,
      path: ["email_code"],
      message: "required",
    })
    .refine(
      (values) =>
        values.proof !== "email_code" || !values.email_code.trim() || codeInput.safeParse(values.email_code).success,
      { ...always, path: ["email_code"], message: "invalidCode" },
    );
}

const passwordFields = z.object({ ...proofFields, password: passwordInput, password_confirmation: repeatedInput });
export type ChangePasswordValues = z.output<typeof passwordFields>;

/** A new password while signed in: the proof, the password and the same password again. */
export const changePasswordForm = withProofChecks(passwordFields).refine(
  ...equalTo<ChangePasswordValues>("password_confirmation", "password"),
);

/** A new email, first step: the address (not the current one) and the proof. */
export function changeEmailForm(currentEmail: string) {
  return withProofChecks(z.object({ ...proofFields, new_email: emailInput })).refine(
    (values) => values.new_email.toLowerCase() !== currentEmail.toLowerCase(),
    {
      path: ["new_email"],
      message: "sameEmail",
    },
  );
}
export type ChangeEmailValues = z.output<ReturnType<typeof changeEmailForm>>;

/** The second step: the code sent to the new address. */
export const emailCodeForm = z.object({ code: codeInput });
