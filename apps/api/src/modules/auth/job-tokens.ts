import { randomBytes } from "node:crypto";
import type { JobProduct } from "@rewards/contracts";
import { and, eq, gt } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { users } from "../users/index.js";
import { hashToken, type SessionLookup } from "./sessions.js";
import { jobTokens, sessions } from "./tables.js";

/** A job token lives a day at most, and never longer than its session. */
const jobTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** Issues a job-service token (256 random bits, base64url) for a live session. */
export async function issueJobToken(
  db: DbOrTx,
  sessionId: string,
  product: JobProduct,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const [session] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId));
  const lifetimeEnd = new Date(now.getTime() + jobTokenLifetimeMs);
  const expiresAt = session && session.expiresAt < lifetimeEnd ? session.expiresAt : lifetimeEnd;
  const token = randomBytes(32).toString("base64url");
  await db.insert(jobTokens).values({ tokenHash: hashToken(token), sessionId, product, expiresAt });
  return { token, expiresAt };
}

/** What a presented job token is: its session's state, exactly as the session's own token would be. */
export async function lookupJobToken(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(jobTokens)
    .innerJoin(sessions, eq(sessions.id, jobTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(jobTokens.tokenHash, hashToken(token)), gt(jobTokens.expiresAt, now), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return { kind: "none" };
  if (row.session.revokedAt) return { kind: "ended", reason: row.session.revokedReason ?? "signed_out" };
  if (row.user.deletedAt) return { kind: "ended", reason: "unregistered" };
  if (row.user.suspendedAt) return { kind: "ended", reason: "suspended" };
  return { kind: "live", user: row.user, sessionId: row.session.id, lastSeenAt: row.session.lastSeenAt };
}
