import { nameMaxLength, type PhoneCountryCode, type ProfileData, phoneCountryCodes } from "@rewards/contracts";
import { z } from "zod";
import type { ProfileChanges } from "../api/profile-api";
import { birthDayForServer, birthDayInputValue } from "./birthday";
import { birthDayInput, phoneInput, requiredText } from "./validators";

/** Name and birthday: what the profile screen edits. */
export const basicInfoForm = z.object({
  name: requiredText(nameMaxLength),
  last_name: requiredText(nameMaxLength),
  birth_day: birthDayInput,
});
export type BasicInfoValues = z.output<typeof basicInfoForm>;

/** The first profile completion adds the phone, which then gets its code. */
export const completeProfileForm = basicInfoForm.extend({
  country_code: z.enum(phoneCountryCodes as [PhoneCountryCode, ...PhoneCountryCode[]]),
  phone_number: phoneInput,
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

/** `PUT profile`: the birthday leaves shifted so that its UTC date is the picked day. */
export function profileChanges(values: BasicInfoValues & Partial<CompleteProfileValues>): ProfileChanges {
  return { ...values, birth_day: birthDayForServer(values.birth_day) };
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
} as const;
