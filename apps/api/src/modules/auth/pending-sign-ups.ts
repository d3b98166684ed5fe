import { randomBytes } from "node:crypto";
import { and, eq, getTableColumns, gt, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { assertCodePaced } from "../codes/index.js";
import { type User, users } from "../users/index.js";
import { hashToken, sessionLifetimeMs } from "./sessions.js";
import { type PendingSignUp, pendingSignUpSessions, pendingSignUps } from "./tables.js";

const timestampColumns = Object.entries(getTableColumns(users)).flatMap(([key, column]) =>
  column.dataType === "date" ? [key] : [],
);

/** What a pending sign-up keeps of the account it rehearsed: everything but the password. */
export function accountSnapshot(user: User): Record<string, unknown> {
  const { passwordHash: _password, ...account } = user;
  return account;
}

/** The account a pending sign-up shows, as the new account would read: its dates as dates. */
export function pendingAccount(pending: Pick<PendingSignUp, "id" | "email" | "account">): User {
  const account: Record<string, unknown> = { ...pending.account };
  for (const key of timestampColumns) {
    const value = account[key];
    if (typeof value === "string") account[key] = new Date(value);
  }
  return { ...account, id: pending.id, email: pending.email, passwordHash: null } as User;
}

/** The pending sign-up of an email, if any (emails are stored normalized). */
export async function findPendingSignUp(db: DbOrTx, email: string): Promise<PendingSignUp | null> {
  const [pending] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
  return pending ?? null;
}

/**
 * Opens a session on a pending sign-up and returns its token, ending the one before as replaced,
 * as `openSession` does for an account: its next request hears it was signed in elsewhere.
 */
export async function openPendingSession(db: DbOrTx, pendingSignUpId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const s = pendingSignUpSessions;
  await db.transaction(async (tx) => {
    await tx
      .select({ id: pendingSignUps.id })
      .from(pendingSignUps)
      .where(eq(pendingSignUps.id, pendingSignUpId))
      .for("update");
    await tx
      .update(s)
      .set({ revokedAt: now, revokedReason: "replaced" })
      .where(and(eq(s.pendingSignUpId, pendingSignUpId), isNull(s.revokedAt)));
    await tx.insert(s).values({
      id: newId(),
      pendingSignUpId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    });
  });
  return token;
}

export type PendingSessionLookup =
  | { kind: "pending"; user: User; sessionId: string; pendingSignUpId: string; codeSentAt: Date }
  | { kind: "ended"; reason: "signed_out" | "replaced" }
  | { kind: "none" };

/** What a presented token is among pending sign-ups' sessions. */
export async function lookupPendingSession(db: DbOrTx, token: string, now = new Date()): Promise<PendingSessionLookup> {
  const s = pendingSignUpSessions;
  const [row] = await db
    .select({ session: s, pending: pendingSignUps })
    .from(s)
    .innerJoin(pendingSignUps, eq(pendingSignUps.id, s.pendingSignUpId))
    .where(and(eq(s.tokenHash, hashToken(token)), gt(s.expiresAt, now)))
    .limit(1);
  if (!row) return { kind: "none" };
  if (row.session.revokedAt) return { kind: "ended", reason: row.session.revokedReason ?? "signed_out" };
  return {
    kind: "pending",
    user: pendingAccount(row.pending),
    sessionId: row.session.id,
    pendingSignUpId: row.pending.id,
    codeSentAt: row.pending.codeSentAt,
  };
}

export async function endPendingSession(db: DbOrTx, sessionId: string): Promise<void> {
  const s = pendingSignUpSessions;
  await db
    .update(s)
    .set({ revokedAt: new Date(), revokedReason: "signed_out" })
    .where(and(eq(s.id, sessionId), isNull(s.revokedAt)));
}

/**
 * A resend on the email code screen of a pending sign-up: paced exactly as a real code (the same
 * refusal within the minute), and nothing is sent.
 */
export async function notePendingResend(db: DbOrTx, pendingSignUpId: string, codeSentAt: Date, now = new Date()) {
  assertCodePaced(codeSentAt, now);
  await db.update(pendingSignUps).set({ codeSentAt: now }).where(eq(pendingSignUps.id, pendingSignUpId));
}

/** Sessions of pending sign-ups that ran out (the nightly job); the sign-ups stay, as accounts do. */
export async function prunePendingSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const removed = await db
    .delete(pendingSignUpSessions)
    .where(lt(pendingSignUpSessions.expiresAt, now))
    .returning({ id: pendingSignUpSessions.id });
  return removed.length;
}
