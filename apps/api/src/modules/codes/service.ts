import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { codeRules } from "@rewards/contracts";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { type CodePurpose, oneTimeCodes } from "./tables.js";

const lifetimeMs = codeRules.lifetimeMinutes * 60 * 1000;

/**
 * Codes are kept only as a hash keyed by their row, so the table never shows a usable code at a
 * glance. A million possible codes cannot resist someone holding the table for long; the
 * ten-minute life and the five-try limit are what protect them.
 */
function hashCode(codeId: string, code: string): string {
  return createHmac("sha256", codeId).update(code).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type IssuedCode = { id: string; code: string; expiresAt: Date };

/** Makes a new code for a purpose and subject; earlier unused codes for the same purpose stop working. */
export async function issueCode(
  db: DbOrTx,
  input: { userId: string; purpose: CodePurpose; subject: string },
  now = new Date(),
): Promise<IssuedCode> {
  const code = randomInt(0, 10 ** codeRules.digits)
    .toString()
    .padStart(codeRules.digits, "0");
  const id = newId();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeCodes.userId, input.userId), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.usedAt)),
    );
  // Sent at the caller's `now`, the same clock its pacing reads (`lastCodeSentAt`).
  await db.insert(oneTimeCodes).values({ id, ...input, codeHash: hashCode(id, code), expiresAt, createdAt: now });
  return { id, code, expiresAt };
}

/**
 * Checks a code against the newest live one for the purpose and subject and uses it up when it
 * matches. Each comparison is counted before it is made, by one conditional UPDATE on the code's
 * row, so even parallel guesses compare at most `codeRules.maxWrongTries` times; after that the
 * code stops working. Returns false for wrong, expired, used, exhausted or missing codes alike.
 */
export async function consumeCode(
  db: DbOrTx,
  input: { userId: string; purpose: CodePurpose; subject: string; code: string },
  now = new Date(),
): Promise<boolean> {
  const newest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.subject, input.subject),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [reserved] = await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, newest),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.wrongTries, codeRules.maxWrongTries),
      ),
    )
    .returning();
  if (!reserved || !sameHash(reserved.codeHash, hashCode(reserved.id, input.code))) return false;
  // Conditional on still being unused, so two simultaneous uses of one code cannot both succeed.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now, wrongTries: sql`${oneTimeCodes.wrongTries} - 1` })
    .where(and(eq(oneTimeCodes.id, reserved.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/** When the newest code of a purpose was sent, to pace resends. */
export async function lastCodeSentAt(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
