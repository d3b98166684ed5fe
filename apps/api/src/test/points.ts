import { randomInt } from "node:crypto";
import type { Db } from "../db/client.js";
import { newId } from "../lib/ids.js";
import { postPoints } from "../modules/ledger/index.js";
import type { NewUser } from "../modules/users/index.js";
import { createSignedInUser } from "./factories.js";

/** A complete member (confirmed phone, birthday) signed in, with `cents` points from an admin grant. */
export async function createMemberWithPoints(db: Db, cents: number, input: Partial<NewUser> = {}) {
  const indonesian = (input.market ?? "indo") === "indo";
  const member = await createSignedInUser(db, {
    birthDay: "1990-01-01",
    countryCode: indonesian ? "+62" : "+84",
    phoneNumber: `8${randomInt(100_000_000, 999_999_999)}`,
    phoneConfirmed: true,
    ...input,
  });
  if (cents > 0) await givePoints(db, member.user.id, cents);
  return { ...member, phone: `${member.user.countryCode}${member.user.phoneNumber}` };
}

/** Credits points the way an admin grant does. */
export function givePoints(db: Db, userId: string, cents: number) {
  return db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents: cents,
      type: "SettingPointUser",
      cause: { kind: "admin_grant", id: userId },
      idempotencyKey: `test-grant:${newId()}`,
      note: "test grant",
    }),
  );
}
