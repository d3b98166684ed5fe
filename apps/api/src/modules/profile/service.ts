import {
  errorCodes,
  guardianConsentRequiredMessage,
  invalidCodeMessage,
  isMinorOn,
  phoneCountries,
  type UpdateProfileRequest,
} from "@rewards/contracts";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { endUserSessions } from "../auth/index.js";
import { consumeCode, sendCode } from "../codes/index.js";
import { dispatchMessages, noticeMessage, queueMessage } from "../messaging/index.js";
import { fullPhoneNumber, hasBasicInfo, phoneCountryChanges, type User, updateUser, users } from "../users/index.js";
import { recordPhoneConfirmed, recordProfileCompleted } from "./activity.js";
import { assertStepUp } from "./step-up.js";

export const phoneTakenMessage = "This phone number is already used by another account.";
const invalidDateMessage = "Please enter a valid date.";

function assertBirthDay(day: string, now: Date): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (date.getUTCFullYear() < 1900 || date > now) {
    throw new AppError(400, errorCodes.validationFailed, invalidDateMessage, "user_profile.birth_day");
  }
}

/**
 * A birthday that makes the member under 18 needs a parent's or guardian's consent (the terms),
 * given with it unless already on record; the consent is recorded with its date.
 */
function guardianConsent(
  user: User,
  input: UpdateProfileRequest["user_profile"],
  now: Date,
): { guardianConsentAt?: Date } {
  if (!input.birth_day || user.guardianConsentAt) return {};
  if (!isMinorOn(input.birth_day, now.toISOString().slice(0, 10))) return {};
  if (input.guardian_consent !== true) {
    throw new AppError(
      400,
      errorCodes.guardianConsentRequired,
      guardianConsentRequiredMessage,
      "user_profile.guardian_consent",
    );
  }
  return { guardianConsentAt: now };
}

async function assertPhoneFree(db: DbOrTx, userId: string, countryCode: string, phoneNumber: string): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.countryCode, countryCode),
        eq(users.phoneNumber, phoneNumber),
        isNotNull(users.phoneConfirmedAt),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    )
    .limit(1);
  if (holder) throw new AppError(409, errorCodes.phoneTaken, phoneTakenMessage, "user_profile.phone_number");
}

/**
 * `PUT profile`: names and birthday change as given. A new phone number needs confirming again:
 * it is saved unconfirmed and a code is texted to it, in the same transaction; its country code
 * sets the market, and the language while the member has not chosen one (spec section 4). The first time names and birthday are all in,
 * it records `profile_completed`. Returns the updated user.
 *
 * Replacing a confirmed phone number is what a stolen session would do before cashing out (the
 * transfer code goes to the phone), so it needs fresh proof in the same request (`step-up.ts`),
 * ends the member's other sessions, starts the 24-hour pause on bank transfers and tells the
 * account's email.
 */
export async function updateProfile(
  deps: ServiceDeps,
  user: User,
  request: UpdateProfileRequest,
  timeZone: string,
  sessionId?: string,
): Promise<User> {
  const input = request.user_profile;
  if (!user.emailConfirmedAt) {
    throw new AppError(403, errorCodes.emailNotConfirmed, "Please confirm your email first.");
  }
  if (input.birth_day) assertBirthDay(input.birth_day, new Date());
  const consent = guardianConsent(user, input, new Date());

  const countryCode = input.country_code ?? user.countryCode;
  const phoneNumber = input.phone_number ?? user.phoneNumber;
  const phoneGiven = input.country_code !== undefined || input.phone_number !== undefined;
  if (phoneGiven && (!countryCode || !phoneNumber)) {
    throw new AppError(400, errorCodes.validationFailed, "This field is required.", "user_profile.phone_number");
  }
  const phoneChanged = phoneGiven && (countryCode !== user.countryCode || phoneNumber !== user.phoneNumber);
  const replacesConfirmedPhone = phoneChanged && user.phoneConfirmedAt !== null;
  if (replacesConfirmedPhone) await assertStepUp(deps, user, request);

  const { updated, messageIds } = await deps.db.transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      ...(input.birth_day !== undefined ? { birthDay: input.birth_day } : {}),
      ...consent,
    };
    if (phoneChanged && countryCode && phoneNumber) {
      await assertPhoneFree(tx, user.id, countryCode, phoneNumber);
      const country = phoneCountries[countryCode as keyof typeof phoneCountries];
      Object.assign(changes, {
        countryCode,
        phoneNumber,
        phoneConfirmedAt: null,
        ...(replacesConfirmedPhone ? { phoneChangedAt: new Date() } : {}),
        ...phoneCountryChanges(user, country),
      });
    }
    const updated = Object.keys(changes).length > 0 ? await updateUser(tx, user.id, changes) : user;
    if (!hasBasicInfo(user) && hasBasicInfo(updated)) await recordProfileCompleted(tx, updated, timeZone);
    const phone = fullPhoneNumber(updated);
    const messageIds =
      phoneChanged && phone
        ? [await sendCode(tx, updated, "phone_confirm", phone, { channel: "sms", recipient: phone }, deps.clock.now())]
        : [];
    if (replacesConfirmedPhone) {
      await endUserSessions(tx, user.id, "credentials_changed", { except: sessionId });
      const notice = noticeMessage("phone_changed", user.locale);
      messageIds.push(
        await queueMessage(tx, { channel: "email", recipient: user.email, subject: notice.subject, body: notice.text }),
      );
    }
    return { updated, messageIds };
  });
  await dispatchMessages(deps, messageIds);
  return updated;
}

/** Sends a fresh email confirmation code. */
export async function resendEmailCode(deps: ServiceDeps, user: User): Promise<void> {
  if (user.emailConfirmedAt) throw new AppError(409, errorCodes.alreadyConfirmed, "Your email is already confirmed.");
  const messageId = await deps.db.transaction((tx) =>
    sendCode(tx, user, "email_confirm", user.email, { channel: "email", recipient: user.email }, deps.clock.now()),
  );
  await dispatchMessages(deps, [messageId]);
}

/** Texts a fresh code to the phone number waiting for confirmation. */
export async function resendPhoneCode(deps: ServiceDeps, user: User): Promise<void> {
  const phone = fullPhoneNumber(user);
  if (!phone) throw new AppError(400, errorCodes.phoneMissing, "Please enter your phone number first.");
  if (user.phoneConfirmedAt) throw new AppError(409, errorCodes.alreadyConfirmed, "Your phone is already confirmed.");
  const messageId = await deps.db.transaction((tx) =>
    sendCode(tx, user, "phone_confirm", phone, { channel: "sms", recipient: phone }, deps.clock.now()),
  );
  await dispatchMessages(deps, [messageId]);
}

const invalidCode = (field: string) => new AppError(400, errorCodes.invalidCode, invalidCodeMessage, field);

/** The emailed code confirms the address. A wrong code's try is committed before the refusal. */
export async function confirmEmail(db: DbOrTx, user: User, code: string): Promise<User> {
  if (user.emailConfirmedAt) return user;
  const confirmed = await consumeCode(db, { userId: user.id, purpose: "email_confirm", subject: user.email, code });
  if (!confirmed) throw invalidCode("code");
  return updateUser(db, user.id, { emailConfirmedAt: new Date() });
}

/**
 * The texted code confirms the phone; the member is then logged in (spec section 4). The
 * confirmation and its `phone_confirmed` activity (the invitee's bonus, missions) commit together;
 * a wrong code's try is committed on its own, before the refusal.
 */
export async function confirmPhone(db: Db, user: User, code: string, timeZone: string): Promise<User> {
  const phone = fullPhoneNumber(user);
  if (!phone) throw new AppError(400, errorCodes.phoneMissing, "Please enter your phone number first.");
  if (user.phoneConfirmedAt) return user;
  const confirmed = await consumeCode(db, { userId: user.id, purpose: "phone_confirm", subject: phone, code });
  if (!confirmed) throw invalidCode("phone_token");
  try {
    return await db.transaction(async (tx) => {
      const confirmed = await updateUser(tx, user.id, { phoneConfirmedAt: new Date() });
      await recordPhoneConfirmed(tx, confirmed, timeZone);
      return confirmed;
    });
  } catch (error) {
    // Another account confirmed the same number in the meantime; the unique index keeps one.
    if (isUniqueViolation(error)) {
      throw new AppError(409, errorCodes.phoneTaken, phoneTakenMessage, "phone_token");
    }
    throw error;
  }
}
