import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { enforceLimit } from "../../lib/limits.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import type { User } from "../users/index.js";
import { authLimits } from "./limits.js";
import { openPendingSession } from "./pending-sign-ups.js";
import { adoptPickedLanguage } from "./picked-language.js";
import { openSession } from "./sessions.js";
import { checkPassword } from "./sign-in.js";

/**
 * A sign-in by email and password, however it came (the JSON API or the sign-in page's plain
 * form): the address's allowance, the password check with its lockout, and the session opened for
 * the account or for a pending sign-up shown as one.
 */
export async function signInWithPassword(
  deps: { db: Db; rateLimiter: RateLimiter },
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string; deviceId?: string | undefined },
): Promise<{ member: User; token: string }> {
  const { db, rateLimiter } = deps;
  await enforceLimit(rateLimiter, `sign-in:ip:${request.ip}`, authLimits.signInPerIp);
  const { email, password, deviceId } = credentials;
  const { user, pendingSignUpId } = await checkPassword(db, { email, password, source: request.ip });
  if (pendingSignUpId) return { member: user, token: await openPendingSession(db, pendingSignUpId) };
  const token = await openSession(db, user.id, { deviceId });
  return { member: await adoptPickedLanguage(db, request, reply, user), token };
}
