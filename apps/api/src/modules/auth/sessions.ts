import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { type User, users } from "../users/index.js";
import { sessions } from "./tables.js";

export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Opens a session and returns its token: 256 random bits, base64url. */
export async function openSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return token;
}

/** The live user behind a token, or null for an unknown, expired or revoked one. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}
