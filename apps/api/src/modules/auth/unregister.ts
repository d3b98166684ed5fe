import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { oneTimeCodes } from "../codes/index.js";
import { outboundMessages } from "../messaging/index.js";
import { fullPhoneNumber, type User, updateUser } from "../users/index.js";
import { endUserSessions } from "./sessions.js";
import { socialIdentities } from "./tables.js";

/**
 * Deletes an account (spec: unregister; all points are lost). The row stays, anonymized, so what
 * other people hold that points at it (reviews, chats, ledger entries) keeps its shape; everything
 * personal goes, in one transaction. The email is freed, so the same address can sign up again.
 * Returns the avatar to remove from storage once committed.
 */
export async function unregister(db: Db, user: User): Promise<{ avatarKey: string | null }> {
  await db.transaction(async (tx) => {
    const recipients = [user.email, fullPhoneNumber(user)].filter((r): r is string => r !== null);
    await updateUser(tx, user.id, {
      email: `deleted-${user.id}@deleted.invalid`,
      passwordHash: null,
      name: null,
      lastName: null,
      birthDay: null,
      phoneNumber: null,
      countryCode: null,
      phoneConfirmedAt: null,
      avatarKey: null,
      inviteCodeUsed: null,
      signUpContext: null,
      deletedAt: new Date(),
    });
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    await tx.delete(outboundMessages).where(inArray(outboundMessages.recipient, recipients));
    await endUserSessions(tx, user.id, "unregistered");
  });
  return { avatarKey: user.avatarKey };
}
