import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../users/index.js";
import { inviteCodes } from "./tables.js";

/** 32 letters and digits without 0/O and 1/I, so a code read aloud or copied by hand survives. */
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const codeLength = 8;

function drawCode(): string {
  return Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** The member's invite code, made on first use (eight characters: 40 random bits). */
export async function inviteCodeOf(db: DbOrTx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.userId, userId));
    if (existing) return existing.code;
    // Nothing happens when a parallel call made this member's code or another member holds the
    // code drawn (then the next round draws again); no error, so it is safe inside a transaction.
    await db.insert(inviteCodes).values({ userId, code: drawCode() }).onConflictDoNothing();
  }
  throw new Error("could not make an invite code");
}

/** The live member whose code this is (case-insensitive), if any. */
export async function inviterOfCode(db: DbOrTx, code: string): Promise<{ userId: string; code: string } | null> {
  const [row] = await db
    .select({ userId: inviteCodes.userId, code: inviteCodes.code })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.userId))
    .where(and(eq(inviteCodes.code, sql`upper(${code.trim()})`), isNull(users.deletedAt)));
  return row ?? null;
}
