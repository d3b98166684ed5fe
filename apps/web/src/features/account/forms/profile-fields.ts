// What the profile forms need beside their checks: defaults, the body sent and the server's field
// names. Apart from profile-form.ts (the schemas, and zod) so that a form screen loads its checks
// later (components/form/lazy-resolver.ts); the age rule both use is in birthday.ts.

import type { ProfileData } from "@rewards/contracts";
import type { ProfileChanges } from "../api/profile-api";
import { birthDayForServer, birthDayInputValue, isMinorBirthDay } from "./birthday";
import type { BasicInfoValues, CompleteProfileValues } from "./profile-form";

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
export const changePhoneServerFields = {
  "user_profile.country_code": "country_code",
  "user_profile.phone_number": "phone_number",
  current_password: "current_password",
  email_code: "email_code",
} as const;
