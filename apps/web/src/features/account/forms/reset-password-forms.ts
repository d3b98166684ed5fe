import { z } from "zod";
import { codeInput, emailInput, equalTo, passwordInput, repeatedInput } from "./validators";

/** Reset, first step: the address the code goes to. */
export const emailForm = z.object({ email: emailInput });

const newPasswordFields = z.object({
  email: emailInput,
  code: codeInput,
  password: passwordInput,
  password_confirmation: repeatedInput,
});
type NewPasswordValues = z.output<typeof newPasswordFields>;

/** Reset, second step: the email, its emailed code and the new password, twice. */
export const newPasswordForm = newPasswordFields.refine(
  ...equalTo<NewPasswordValues>("password_confirmation", "password"),
);
