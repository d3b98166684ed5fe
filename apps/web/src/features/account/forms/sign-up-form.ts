import { markets } from "@rewards/contracts";
import { z } from "zod";
import { acceptedInput, emailInput, equalTo, passwordInput, repeatedInput } from "./validators";

const fields = z.object({
  email: emailInput,
  email_confirmation: repeatedInput,
  password: passwordInput,
  password_confirmation: repeatedInput,
  invite_code: z.string().trim().max(64, "tooLong"),
  country: z.enum(markets),
  accept_terms: acceptedInput,
});
export type SignUpValues = z.output<typeof fields>;

/** The registration form: every field of the spec, with the 'equals' checks on the repeated ones. */
export const signUpForm = fields
  .refine(...equalTo<SignUpValues>("email_confirmation", "email"))
  .refine(...equalTo<SignUpValues>("password_confirmation", "password"));
