import { z } from "zod";
import { pagedEnvelope } from "./envelope.js";
import { staffRoles } from "./staff.js";
import { queryInt, text } from "./text.js";

/**
 * What the audit log records, `<target>.<verb>`. A feature that adds a back-office write adds its
 * action here (and its label in the console's catalogs), then calls `recordAudit` in the write's
 * transaction.
 */
export const auditActions = [
  "survey.create",
  "survey.update",
  "survey.publish",
  "survey.close",
  "survey.announce_results",
  "survey.export",
  "store_check_in.create",
  "redeem_request.approve",
  "redeem_request.paid",
  "redeem_request.reject",
  "redeem_request.reveal_account",
  "card_stock.load",
  "card_stock.import",
  "points.adjust",
  "member.suspend",
  "member.unsuspend",
  "member.roles",
  "setting.update",
  "mission.create",
  "mission.update",
  "bingo_campaign.create",
  "advertisement.create",
  "advertisement.update",
  "notification_campaign.create",
  "notification_campaign.cancel",
  "id_check.approve",
  "id_check.reject",
  "store.create",
  "store.update",
  "store.location",
  "store.hours",
  "store.photo_add",
  "store.photo_remove",
  "store.staff_add",
  "store.staff_remove",
  "job_dispute.resolve",
  "job_report.close",
  "job.close_by_payment",
  // The shop staff console's writes (a store's own staff, under the role `shop_staff`).
  "shop_coupon.use",
  "shop_campaign.create",
  "shop_campaign.update",
  "store.checkin_settings",
  "store_check_in.staff_stamp",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audited write acted on; the console names each in the staff member's language. */
export const auditTargetKinds = [
  "advertisement",
  "bingo_campaign",
  "card_product",
  "job_verification",
  "job_dispute",
  "job_report",
  "job",
  "member",
  "mission",
  "notification_campaign",
  "redeem_request",
  "setting",
  "shop_campaign",
  "shop_coupon",
  "store",
  "store_check_in",
  "survey",
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** Who an entry is recorded under: a back-office role, or a store's staff acting in the shop console. */
export const auditActorRoles = [...staffRoles, "shop_staff"] as const;
export type AuditActorRole = (typeof auditActorRoles)[number];

export const auditSorts = ["at", "-at"] as const;
export const auditPageSizes = { default: 50, max: 100 } as const;

const day = z.iso.date("Please use a date like 2026-01-31.");

/** `GET /api/admin/audit_log`: newest first unless `sort=at`; `from` and `to` are whole days, both included. */
export const auditLogQuery = z
  .object({
    page: queryInt({ min: 1, max: 10_000 }).default(1),
    limit: queryInt({ min: 1, max: auditPageSizes.max }).default(auditPageSizes.default),
    sort: z.enum(auditSorts).default("-at"),
    /** Part of the actor's email. */
    actor: text({ max: 200 }).optional(),
    action: z.enum(auditActions).optional(),
    target_kind: text({ max: 50 }).optional(),
    target_id: text({ max: 100 }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["from"],
    message: "The first day is after the last.",
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  actor_role: z.enum(auditActorRoles),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  /** The target before and after the write, with secrets and account numbers masked. */
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogAnswer = pagedEnvelope(auditEntry);
