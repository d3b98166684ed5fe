import { nameMaxLength, type PhoneCountryCode, phoneCountryCodes } from "@rewards/contracts";
import { z } from "zod";
import { isMinorBirthDay } from "./birthday";
import { birthDayInput, codeInput, phoneInput, requiredText } from "./validators";

/** Name and birthday: what the profile screen edits. */
export const basicInfoForm = z.object({
  name: requiredText(nameMaxLength),
  last_name: requiredText(nameMaxLength),
  birth_day: birthDayInput,
});
export type BasicInfoValues = z.output<typeof basicInfoForm>;

/**
 * The first profile completion adds the phone, which then gets its code, and for a member under
 * 18 a parent's or guardian's consent.
 */
export const completeProfileForm = basicInfoForm
  .extend({
    country_code: z.enum(phoneCountryCodes as [PhoneCountryCode, ...PhoneCountryCode[]]),
    phone_number: phoneInput,
    guardian_consent: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (isMinorBirthDay(values.birth_day) && !values.guardian_consent) {
      ctx.addIssue({ code: "custom", path: ["guardian_consent"], message: "guardianConsent" });
    }
  });
export type CompleteProfileValues = z.output<typeof completeProfileForm>;

/**
 * Replacing a confirmed phone: the new number and the proof that it is the member, the current
 * password or (accounts signed up with Google, Apple or Facebook) the emailed code.
 */
export const changePhoneForm = z.discriminatedUnion("proof", [
  z.object({
    proof: z.literal("password"),
    country_code: completeProfileForm.shape.country_code,
    phone_number: phoneInput,
    current_password: z.string().min(1, "required"),
  }),
  z.object({
    proof: z.literal("email_code"),
    country_code: completeProfileForm.shape.country_code,
    phone_number: phoneInput,
    email_code: codeInput,
  }),
]);
export type ChangePhoneValues = z.output<typeof changePhoneForm>;
