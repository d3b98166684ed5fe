/**
 * The rules of accounts as plain values (no schemas): limits, markets, languages, the spec's
 * messages. Kept apart from accounts.ts so a screen that needs a limit does not load zod with it.
 */

/** The spec's 'equals' validator message. */
export const fieldsNotEqualMessage = "Fields are not equals.";

/** Every wrong, expired, used-up or unknown code (spec section 5). */
export const invalidCodeMessage = "Invalid code. Please try again";

/** The 401 after a sign-in elsewhere (spec section 6). */
export const signedInElsewhereMessage = "This account have been logged in somewhere else!!";

/** An avatar over the size limit (spec section 5). */
export const imageTooBigMessage = "Image size is so big! Please choose another file!";

export const passwordLimits = { min: 8, max: 256 } as const;

/** The longest first or last name. */
export const nameMaxLength = 80;

/** Email and phone codes (spec section 5): six digits, ten minutes, five wrong tries. */
export const codeRules = { digits: 6, lifetimeMinutes: 10, maxWrongTries: 5, resendAfterSeconds: 60 } as const;

export const avatarLimits = { maxBytes: 10 * 1024 * 1024, types: ["image/jpeg", "image/png"] } as const;

/** The markets a user signs in to (the `country` header and cookie). */
export const markets = ["indo", "vi"] as const;
export type Market = (typeof markets)[number];

/** Phone country codes offered at profile completion, and what each sets (spec sections 3 and 4). */
export const phoneCountries = {
  "+62": { locale: "id", market: "indo", currency: { alias: "Rb", code: "IDR", sign: "Rp" } },
  "+84": { locale: "vi", market: "vi", currency: { alias: "VND", code: "VND", sign: "₫" } },
  "+81": { locale: "en", market: "indo", currency: { alias: "+81", code: "USD", sign: "$" } },
} as const;
export type PhoneCountryCode = keyof typeof phoneCountries;

export const phoneCountryCodes = Object.keys(phoneCountries) as PhoneCountryCode[];

/** Each market's phone country: the phone step offers the countries sign-up offers. */
export const marketPhoneCountries = { indo: "+62", vi: "+84" } as const satisfies Record<Market, PhoneCountryCode>;

/**
 * The languages a member writes and reads in. The account stores one: the phone country's until
 * the member chooses one (settings, the language switch, the page's language at sign-up).
 */
export const memberLocales = ["en", "vi", "id"] as const;
export type MemberLocale = (typeof memberLocales)[number];

/** The notification frequencies of the settings screen (spec section 9). */
export const notificationFrequencies = ["instant", "once_per_day", "never"] as const;
export type NotificationFrequency = (typeof notificationFrequencies)[number];

export const socialProviders = ["google", "apple", "facebook"] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** `PUT profile`: every field optional, so the same call completes the profile and edits it. */

/** Members under this age need a parent's or legal guardian's consent (spec section 9, the terms). */
export const adultAge = 18;

/** Whether someone born on `birthDay` (YYYY-MM-DD, or an instant whose date is the day) is under 18 on `today` (YYYY-MM-DD). */
export function isMinorOn(birthDay: string, today: string): boolean {
  const [bornYear = 0, bornMonth = 0, bornDate = 0] = birthDay.slice(0, 10).split("-").map(Number);
  const [year = 0, month = 0, date = 0] = today.slice(0, 10).split("-").map(Number);
  const hadBirthday = month > bornMonth || (month === bornMonth && date >= bornDate);
  return year - bornYear - (hadBirthday ? 0 : 1) < adultAge;
}

export const guardianConsentRequiredMessage =
  "Members under 18 need the consent of a parent or legal guardian. Please tick the consent box.";
