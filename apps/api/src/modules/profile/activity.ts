import type { Tx } from "../../db/client.js";
import { recordActivity } from "../activity/index.js";
import { fullPhoneNumber, hasBasicInfo, type User } from "../users/index.js";

/** `profile_completed`, once per account: names and birthday are in. */
export function recordProfileCompleted(tx: Tx, user: User, timeZone: string) {
  return recordActivity(tx, { userId: user.id, kind: "profile_completed", cause: user.id, timeZone });
}

/** `phone_confirmed`, once per account and number: a number confirmed again later is a new event. */
export function recordPhoneConfirmed(tx: Tx, user: User, timeZone: string) {
  const phone = fullPhoneNumber(user);
  if (!phone) throw new Error("a phone confirmation needs a phone number");
  return recordActivity(tx, {
    userId: user.id,
    kind: "phone_confirmed",
    cause: `${user.id}:${phone}`,
    detail: { country_code: user.countryCode },
    timeZone,
  });
}

/**
 * Records the account steps a user had already taken before the activity stream existed (the demo
 * accounts): replays of what happened, so they are no-ops for accounts that took the steps since.
 */
export async function recordAccountFacts(tx: Tx, user: User, timeZone = "UTC"): Promise<void> {
  if (hasBasicInfo(user)) await recordProfileCompleted(tx, user, timeZone);
  if (user.phoneConfirmedAt) await recordPhoneConfirmed(tx, user, timeZone);
}
