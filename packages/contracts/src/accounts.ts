import { z } from "zod";
import {
  fieldsNotEqualMessage,
  invalidCodeMessage,
  memberLocales,
  nameMaxLength,
  notificationFrequencies,
  type PhoneCountryCode,
  passwordLimits,
  phoneCountryCodes,
} from "./account-rules.js";
import { text } from "./text.js";

/**
 * Accounts on the wire: sign-up, sign-in, codes, profile completion, profile, settings.
 * Field names follow the spec's calls (section 7); validation messages follow section 5.
 */

export const emailField = text({ max: 254, maxMessage: "Please enter a valid email." })
  .transform((value) => value.toLowerCase())
  .pipe(z.email("Please enter a valid email."));
/** Spaces count and are kept; the longest is well above the 64 NIST asks to allow. */
export const passwordField = text({
  min: passwordLimits.min,
  max: passwordLimits.max,
  trim: false,
  minMessage: `Password must be at least ${passwordLimits.min} characters.`,
  maxMessage: `Password must be at most ${passwordLimits.max} characters.`,
});
/** The repeated password: only compared with the first, so only bounded here. */
const passwordRepeat = text({ max: passwordLimits.max, trim: false });
export const codeField = text({ max: 32, maxMessage: invalidCodeMessage }).pipe(
  z.string().regex(/^\d{6}$/, invalidCodeMessage),
);

/** `POST users`: store_id, visit and version are sent only when present. */
export const signUpRequest = z.object({
  user: z
    .object({
      email: emailField,
      password: passwordField,
      password_confirmation: passwordRepeat,
      invite_code: text({ max: 64 }).optional(),
    })
    .refine((user) => user.password === user.password_confirmation, {
      path: ["password_confirmation"],
      message: fieldsNotEqualMessage,
    }),
  store_id: text({ max: 64 }).optional(),
  visit: text({ max: 64 }).optional(),
  version: text({ max: 32 }).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** Where an account stands on its way to a full member (spec section 4: loggedIn = phone_confirmed). */
export const accountSummary = z.object({
  user_id: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  has_basic_info: z.boolean(),
  phone_confirmed: z.boolean(),
  country_code: z.string().nullable(),
  locale: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** `auth_token` is null for the web app, which holds its session in an httpOnly cookie instead. */
export const signUpAnswer = z.object({
  status: z.literal(true),
  auth_token: z.string().nullable(),
  data: accountSummary,
});

export const signInRequest = z.object({
  user: z.object({
    email: emailField,
    password: text({ min: 1, max: passwordLimits.max, trim: false, minMessage: "Please enter your password." }),
    device_id: text({ max: 128 }).optional(),
  }),
});

/**
 * The sign-in page's own form, posted as `application/x-www-form-urlencoded` to `/sign-in` before the
 * app has loaded (or with scripts off). Loose on purpose: what is missing or malformed in the email and
 * password is told on the page, in its words, by the same checks as `signInRequest`.
 */
export const signInFormBody = z.object({
  email: text({ max: 320 }),
  password: text({ max: passwordLimits.max, trim: false }),
  /** The page's form token (`form_key` cookie, signed by the server), which a cross-site form cannot know. */
  form_token: text({ max: 128 }),
  /** Where the member was headed; only a path of this site is followed. */
  next: text({ max: 2048 }).optional(),
});

/** The sign-up page's own form, posted to `/sign-up` as `signInFormBody` is to `/sign-in`; checked there in the page's words. */
export const signUpFormBody = z.object({
  email: text({ max: 320 }),
  email_confirmation: text({ max: 320 }),
  password: text({ max: passwordLimits.max, trim: false }),
  password_confirmation: text({ max: passwordLimits.max, trim: false }),
  invite_code: text({ max: 64 }).optional(),
  /** The market picked on the page (`indo`, `vi`); another value counts as none. */
  country: text({ max: 16 }).optional(),
  /** A ticked box sends its value; an unticked one sends nothing. */
  accept_terms: text({ max: 16 }).optional(),
  form_token: text({ max: 128 }),
});

/** The reset page's first plain form, posted to `/reset-password`: the email the code goes to. */
export const resetCodeFormBody = z.object({
  email: text({ max: 320 }),
  form_token: text({ max: 128 }),
});

/**
 * The reset's code page's plain form, posted to `/reset-password/code`: the code and the new password,
 * for the email the first form asked a code for (kept in a short-lived httpOnly cookie).
 */
export const resetPasswordFormBody = z.object({
  /** The code page's email field (filled by the server from that cookie); the cookie's when left out. */
  email: text({ max: 320 }).optional(),
  code: text({ max: 16 }),
  password: text({ max: passwordLimits.max, trim: false }),
  password_confirmation: text({ max: passwordLimits.max, trim: false }),
  form_token: text({ max: 128 }),
});

/**
 * The account setup's code steps on `/` as plain forms, posted to `/setup/email-code` and
 * `/setup/phone-code` by the signed-in user: the emailed or texted code.
 */
export const setupCodeFormBody = z.object({
  code: text({ max: 16 }),
  form_token: text({ max: 128 }),
});

/**
 * "Send the code again" as a plain form (the setup's code steps, the reset's code page): only the
 * form's token; the server knows where the code goes.
 */
export const resendFormBody = z.object({ form_token: text({ max: 128 }) });

export const signInData = z.object({
  auth_token: z.string().nullable(),
  phone_confirmed: z.boolean(),
  user_profile: z.object({ country_code: z.string().nullable(), user_id: z.string() }),
  account: accountSummary,
});
export const signInAnswer = z.object({ status: z.literal(true), data: signInData });
export type SignInData = z.infer<typeof signInData>;

/** Google and Apple: the ID token the provider gave the client. */
export const idTokenLoginRequest = z.object({ user: z.object({ id_token: text({ min: 1, max: 8192 }) }) });
/** Facebook: the user access token the SDK gave the client. */
export const facebookLoginRequest = z.object({ token: text({ min: 1, max: 4096 }) });

/** What the sign-in screen needs to start each provider's own sign-in; null when not configured. */
export const socialProvidersAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    google: z.object({ client_id: z.string() }).nullable(),
    apple: z.object({ client_id: z.string(), redirect_uri: z.string() }).nullable(),
    facebook: z.object({ app_id: z.string() }).nullable(),
  }),
});
export type SocialProvidersConfig = z.infer<typeof socialProvidersAnswer>["data"];

export const confirmEmailRequest = z.object({ code: codeField });
export const confirmPhoneRequest = z.object({ phone_token: codeField });

/** `POST user_password/sent_verify`: always answers the same, registered or not. */
export const passwordResetRequest = z.object({ email: emailField });
export const changePasswordRequest = z
  .object({
    email: emailField,
    code: codeField,
    password: passwordField,
    password_confirmation: passwordRepeat,
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ["password_confirmation"],
    message: fieldsNotEqualMessage,
  });

export const sentAnswer = z.object({
  status: z.literal(true),
  data: z.object({ sent: z.literal(true), resend_after_seconds: z.number().int() }),
});
export const doneAnswer = z.object({ status: z.literal(true), data: z.object({ done: z.literal(true) }) });

/** A calendar date; the web app shifts the picked day by the timezone offset, so its UTC date is the day. */
export const birthDayField = text({ max: 40, maxMessage: "Please enter a valid date." })
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, "Please enter a valid date."))
  .transform((value) => value.slice(0, 10))
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Please enter a valid date.");

export const phoneNumberField = text({ max: 40, maxMessage: "Please enter a valid phone number." })
  .transform((value) => value.replace(/[\s-]/g, "").replace(/^0+/, ""))
  .pipe(z.string().regex(/^\d{6,14}$/, "Please enter a valid phone number."));

export const updateProfileRequest = z.object({
  user_profile: z.object({
    name: text({ min: 1, max: nameMaxLength, minMessage: "This field is required." }).optional(),
    last_name: text({ min: 1, max: nameMaxLength, minMessage: "This field is required." }).optional(),
    birth_day: birthDayField.optional(),
    country_code: z.enum(phoneCountryCodes as [PhoneCountryCode, ...PhoneCountryCode[]]).optional(),
    phone_number: phoneNumberField.optional(),
    /** A member under 18: a parent or legal guardian consents, as the terms say; recorded with its date. */
    guardian_consent: z.boolean().optional(),
  }),
  /**
   * Fresh proof for replacing a confirmed phone number: the current password, or for an account
   * without one (social sign-in only) the code `profile/step_up_code` emailed to the current address.
   */
  current_password: text({ max: passwordLimits.max, trim: false }).optional(),
  email_code: codeField.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const basicInfo = z.object({
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  avatar: z.string(),
  user_level: z.number().int(),
  birth_day: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** When a parent or guardian consented for a member under 18 (null: not given or not needed). */
  guardian_consent_at: z.string().nullable(),
});
export type BasicInfo = z.infer<typeof basicInfo>;

export const profileData = z.object({
  basic_info: basicInfo,
  user_profile: z.object({ dob: z.string().nullable(), country_code: z.string().nullable(), user_id: z.string() }),
  account: accountSummary,
  /** The member also works in the back office (a staff role): the avatar menu links to it. */
  staff: z.boolean(),
});
export type ProfileData = z.infer<typeof profileData>;
export const profileAnswer = z.object({ status: z.literal(true), data: profileData });

export const settingData = z.object({
  notiSeen: z.boolean(),
  /** The account's language, and whether the member chose it (else it follows the phone country). */
  locale: z.enum(memberLocales),
  locale_chosen: z.boolean(),
  mail_setting: z.enum(notificationFrequencies),
  push_setting: z.enum(notificationFrequencies),
  notify_options: z.array(z.object({ value: z.enum(notificationFrequencies), checked: z.boolean() })),
});
export type SettingData = z.infer<typeof settingData>;
export const settingAnswer = z.object({ status: z.literal(true), data: settingData });

/** `POST setting/set_noti_mail`: only what the user chose is sent. */
export const notificationSettingRequest = z
  .object({
    mail_setting: z.enum(notificationFrequencies).optional(),
    push_setting: z.enum(notificationFrequencies).optional(),
  })
  .refine((body) => body.mail_setting !== undefined || body.push_setting !== undefined, {
    message: "Choose a value to update.",
  });

/** `POST setting/language`: the member's own choice of language, kept on the account. */
export const languageSettingRequest = z.object({ locale: z.enum(memberLocales) });
export type LanguageSettingRequest = z.infer<typeof languageSettingRequest>;

/** `DELETE users`: the user confirms they understand that all points are lost. */
export const unregisterRequest = z.object({
  confirm: z.literal(true, "Please confirm that you understand all points will be lost."),
});
