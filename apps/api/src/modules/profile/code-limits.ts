import type { FastifyRequest } from "fastify";
import { enforceLimit } from "../../lib/limits.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { authLimits } from "../auth/index.js";

/** Sending a code (or a notice in its place): per address and per account. */
export async function limitCodeSends(rateLimiter: RateLimiter, request: FastifyRequest, userId: string) {
  await enforceLimit(rateLimiter, `code-send:ip:${request.ip}`, authLimits.codeSendPerIp);
  await enforceLimit(rateLimiter, `code-send:user:${userId}`, authLimits.codeSendPerAccount);
}

/** Checking a code: per address and per account. */
export async function limitCodeChecks(rateLimiter: RateLimiter, request: FastifyRequest, userId: string) {
  await enforceLimit(rateLimiter, `code-check:ip:${request.ip}`, authLimits.codeCheckPerIp);
  await enforceLimit(rateLimiter, `code-check:user:${userId}`, authLimits.codeCheckPerAccount);
}
