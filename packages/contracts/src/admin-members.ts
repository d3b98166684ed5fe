import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { pointHistoryTypes } from "./ledger-rules.js";
import { userRoles } from "./staff.js";
import { pageParam, queryInt, text } from "./text.js";

/** The back office's members section (`/api/admin/members`). */

export const memberStatuses = ["active", "suspended"] as const;
export const memberSorts = ["-created_at", "created_at", "email", "-email", "-balance", "balance"] as const;
export type MemberSort = (typeof memberSorts)[number];
export const memberPageSize = 25;

/** `GET members`: `q` is part of an email, a name or a phone number, or a member's id. */
export const adminMembersQuery = z.object({
  q: text({ max: 100 }).optional(),
  status: z.enum(memberStatuses).optional(),
  role: z.enum(userRoles).optional(),
  sort: z.enum(memberSorts).default("-created_at"),
  page: pageParam,
  limit: queryInt({ min: 1, max: 100 }).default(memberPageSize),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuery>;

export const adminMemberSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** E.164, when the member gave one. */
  phone: z.string().nullable(),
  phone_confirmed: z.boolean(),
  email_confirmed: z.boolean(),
  market: z.string(),
  roles: z.array(z.enum(userRoles)),
  balance: z.number().int(),
  created_at: z.string(),
  suspended_at: z.string().nullable(),
});
export type AdminMemberSummary = z.infer<typeof adminMemberSummary>;
export const adminMembersAnswer = pagedEnvelope(adminMemberSummary);

export const adminMember = adminMemberSummary.extend({
  locale: z.string(),
  birth_day: z.string().nullable(),
  level: z.number().int(),
  suspension_reason: z.string().nullable(),
  /** The start of the last hour the member used the app in. */
  last_seen_at: z.string().nullable(),
  /** When the balance expires if nothing moves it (two years after the last change). */
  points_expire_at: z.string().nullable(),
  invite_code_used: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMember>;
export const adminMemberAnswer = okEnvelope(adminMember);

export const memberParams = z.object({ id: z.uuid("This member does not exist.") });

export const memberEntriesQuery = z.object({ page: pageParam });
export const memberEntryPageSize = 20;
export const adminMemberEntry = z.object({
  id: z.string(),
  point: z.number().int(),
  type: z.enum(pointHistoryTypes),
  cause_kind: z.string(),
  cause_id: z.string(),
  note: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type AdminMemberEntry = z.infer<typeof adminMemberEntry>;
export const adminMemberEntriesAnswer = pagedEnvelope(adminMemberEntry);

export const memberSession = z.object({
  id: z.string(),
  device_id: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  last_seen_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** signed_out, replaced, password_changed, unregistered or suspended. */
  ended_reason: z.string().nullable(),
  live: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;
export const memberSessionsAnswer = okEnvelope(z.array(memberSession));

export const suspensionReasonMax = 500;
/** `POST members/{id}/suspend` and `/unsuspend`: the reason is kept in the audit log. */
export const memberSuspensionRequest = z.object({
  reason: text({ min: 1, max: suspensionReasonMax, minMessage: "Please give a reason." }),
});
export type MemberSuspensionRequest = z.infer<typeof memberSuspensionRequest>;

/** `PUT members/{id}/roles`: the whole set of roles. */
export const memberRolesRequest = z.object({
  roles: z
    .array(z.enum(userRoles))
    .min(1, "Please keep at least one role.")
    .max(userRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, "Name each role once."),
});
export type MemberRolesRequest = z.infer<typeof memberRolesRequest>;
