import { errorCodes } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import type { SignedIn } from "../modules/auth/index.js";
import type { UserRole } from "../modules/users/index.js";
import { AppError } from "./app-error.js";

/** The signed-in user when they hold the role: 401 without a session, 403 `forbidden` without the role. */
export async function requireRole(request: FastifyRequest, role: UserRole): Promise<SignedIn> {
  const signedIn = await request.requireUser();
  if (!signedIn.user.roles.includes(role)) {
    throw new AppError(403, errorCodes.forbidden, "You are not allowed to do this.");
  }
  return signedIn;
}

/** Back-office routes: only admins. */
export function requireAdmin(request: FastifyRequest): Promise<SignedIn> {
  return requireRole(request, "admin");
}

/**
 * Route options for back-office routes: the role is checked before validation, so someone who is
 * not an admin learns nothing about the call, not even its body's shape.
 */
export const adminsOnly = {
  preValidation: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};
