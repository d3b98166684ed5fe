import {
  isMinorOn,
  nameMaxLength,
  type PhoneCountryCode,
  type ProfileData,
  phoneCountryCodes,
} from "@rewards/contracts";
import { z } from "zod";
import type { ProfileChanges } from "../api/profile-api";
import { birthDayForServer, birthDayInputValue } from "./birthday";
import { birthDayInput, codeInput, phoneInput, requiredText } from "./validators";

/** Name and birthday: what the profile screen edits. */
export const basicInfoForm = z.object({
  name: requiredText(nameMaxLength),
  last_name: requiredText(nameMaxLength),
  birth_day: birthDayInput,
});
export type BasicInfoValues = z.output<typeof basicInfoForm>;

/** Today's date where the member is, `YYYY-MM-DD`: the day their age is counted on. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A picked birthday that makes the member under 18, who needs a guardian's consent (the terms). */
export function isMinorBirthDay(picked: string, today = localToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(picked) && isMinorOn(picked, today);
}

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

export function basicInfoDefaults(profile: ProfileData): BasicInfoValues {
  const info = profile.basic_info;
  return {
    name: info.name ?? "",
    last_name: info.last_name ?? "",
    birth_day: birthDayInputValue(info.birth_day ?? profile.user_profile.dob),
  };
}

/**
 * `PUT profile`: the birthday leaves shifted so that its UTC date is the picked day; the consent
 * goes only when given for a member under 18.
 */
export function profileChanges(values: BasicInfoValues & Partial<CompleteProfileValues>): ProfileChanges {
  const { guardian_consent, ...rest } = values;
  const consent = guardian_consent === true && isMinorBirthDay(values.birth_day);
  return { ...rest, birth_day: birthDayForServer(values.birth_day), ...(consent && { guardian_consent: true }) };
}

/** The server's names for the forms' fields, so its errors land on the right one. */
export const basicInfoServerFields = {
  "user_profile.name": "name",
  "user_profile.last_name": "last_name",
  "user_profile.birth_day": "birth_day",
} as const;

export const completeProfileServerFields = {
  ...basicInfoServerFields,
  "user_profile.country_code": "country_code",
  "user_profile.phone_number": "phone_number",
  "user_profile.guardian_consent": "guardian_consent",
} as const;

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

export const changePhoneServerFields = {
  "user_profile.country_code": "country_code",
  "user_profile.phone_number": "phone_number",
  current_password: "current_password",
  email_code: "email_code",
} as const;
