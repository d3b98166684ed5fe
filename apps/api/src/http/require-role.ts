import { type AdminPermission, errorCodes, roleGranting, type StaffRole, type UserRole } from "@rewards/contracts";
import type { FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import type { AuditActor } from "../modules/audit/index.js";
import type { SignedIn } from "../modules/auth/index.js";
import { AppError } from "./app-error.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a back-office route needs (every `/api/admin` route declares one; see `guardBackOffice`). */
    permission?: AdminPermission;
    /** A back-office route anyone may call (the health check). */
    public?: boolean;
  }
}

const forbidden = () => new AppError(403, errorCodes.forbidden, "You are not allowed to do this.");

/** The signed-in user when they hold the role: 401 without a session, 403 `forbidden` without the role. */
export async function requireRole(request: FastifyRequest, role: UserRole): Promise<SignedIn> {
  const signedIn = await request.requireUser();
  if (!signedIn.user.roles.includes(role)) throw forbidden();
  return signedIn;
}

/** A staff member acting under the role that grants what the route needs; `actor` goes to the audit log. */
export type Staff = SignedIn & { role: StaffRole; actor: AuditActor };

/**
 * The signed-in staff member when one of their roles grants the permission: 401 without a
 * session, 403 `forbidden` otherwise. The session is looked up once per request, so a route's
 * handler calling this again after the guard costs nothing.
 */
export async function requirePermission(request: FastifyRequest, permission: AdminPermission): Promise<Staff> {
  const signedIn = await request.requireUser();
  const role = roleGranting(signedIn.user.roles, permission);
  if (!role) throw forbidden();
  return { ...signedIn, role, actor: { userId: signedIn.user.id, role, requestId: request.id } };
}

/** The staff member behind a back-office route, under the permission the route declared. */
export function staffOf(request: FastifyRequest): Promise<Staff> {
  const permission = request.routeOptions.config.permission;
  if (!permission) throw new Error(`${request.routeOptions.url} declares no permission`);
  return requirePermission(request, permission);
}

/**
 * Guards every route of the back office (an `onRoute` hook on its plugin): the route's declared
 * permission is checked in `onRequest`, before the body is even read, so someone without it learns
 * nothing about the call, not even its shape, and cannot make the server parse a large body. A route that declares no permission stops the server
 * from starting. The OpenAPI document names each route's permission as `x-permission`.
 */
export function guardBackOffice(route: RouteOptions): void {
  const { permission, public: isPublic } = route.config ?? {};
  if (isPublic) return;
  if (!permission) throw new Error(`back-office route ${route.method} ${route.url} declares no permission`);
  const check = async (request: FastifyRequest) => {
    await requirePermission(request, permission);
  };
  const existing = route.onRequest;
  route.onRequest = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : check;
  route.schema = { ...route.schema, "x-permission": permission, security: [{ token: [] }] } as FastifySchema;
}

/**
 * Earning calls (check-ins, mission claims): a signed-in member whose phone is confirmed, the
 * spec's logged-in state. One confirmed phone per live account is what keeps one person from
 * collecting on many accounts.
 */
export async function requireConfirmedMember(request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await request.requireUser();
  if (!signedIn.user.phoneConfirmedAt) {
    throw new AppError(403, errorCodes.phoneMissing, "Please confirm your phone number first.");
  }
  return signedIn;
}
