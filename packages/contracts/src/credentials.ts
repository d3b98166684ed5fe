import { z } from "zod";
import { fieldsNotEqualMessage, passwordLimits } from "./account-rules.js";
import { codeField, emailField, passwordField } from "./accounts.js";
import { text } from "./text.js";

/**
 * Changing what signs the member in (the password) or where the account is reached (the email)
 * while signed in. A session alone is not enough: each change carries fresh proof, the current
 * password or, for an account without one (social sign-in only), the code `profile/step_up_code`
 * emailed to the current address.
 */
const stepUpProof = {
  current_password: text({ max: passwordLimits.max, trim: false }).optional(),
  email_code: codeField.optional(),
};

/** `PUT user_password`: the signed-in member's new password; the other sessions end. */
export const updatePasswordRequest = z
  .object({
    ...stepUpProof,
    password: passwordField,
    password_confirmation: text({ max: passwordLimits.max, trim: false }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ["password_confirmation"],
    message: fieldsNotEqualMessage,
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

/**
 * `POST profile/email_change`: emails a code to the new address. It answers 'sent' whether or
 * not the address belongs to another account (that owner is told instead), so it reveals none.
 */
export const emailChangeRequest = z.object({ new_email: emailField, ...stepUpProof });
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;

/** `POST profile/email_change/confirm`: the code from the new address makes it the account's email. */
export const emailChangeConfirmRequest = z.object({ new_email: emailField, code: codeField });
export type EmailChangeConfirmRequest = z.infer<typeof emailChangeConfirmRequest>;
