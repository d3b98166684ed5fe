import { errorCodes } from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type AuditRecord, recordAudit } from "../audit/index.js";
import { storeStaff, stores } from "../stores/index.js";
import { users } from "../users/index.js";
import { shopStaffActions, storeCheckInConfigs } from "./tables.js";

export type StaffRole = { storeId: string; isOwner: boolean };

/** The stores a member works at: as staff (`store_staff`) or as the owner. */
export async function staffStoresOf(db: DbOrTx, userId: string) {
  const rows = await db.execute(sql`
    select s.id, s.name, s.owner_id = ${userId} as is_owner,
      coalesce(c.accept_static_qr, false) as accept_static_qr, coalesce(c.radius_metres, 200) as radius_metres,
      coalesce(c.accept_outside_hours, false) as accept_outside_hours,
      (select p.storage_key from store_photos p where p.store_id = s.id order by p.position limit 1) as photo
    from ${stores} s left join ${storeCheckInConfigs} c on c.store_id = s.id
    where s.owner_id = ${userId} or exists (select 1 from ${storeStaff} st where st.store_id = s.id and st.user_id = ${userId})
    order by s.name, s.id`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    photoKey: (row.photo as string | null) ?? null,
    isOwner: row.is_owner === true,
    acceptStaticQr: row.accept_static_qr === true,
    radiusMetres: Number(row.radius_metres),
    acceptOutsideHours: row.accept_outside_hours === true,
  }));
}

/** Refuses (403) a member who does not work at the store; a store that does not exist is 404. */
export async function requireStaff(db: DbOrTx, userId: string, storeId: string): Promise<StaffRole> {
  const [store] = await db.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
  if (store.ownerId === userId) return { storeId, isOwner: true };
  const [member] = await db
    .select({ userId: storeStaff.userId })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, userId)));
  if (!member) throw new AppError(403, errorCodes.forbidden, "You do not work at this store.");
  return { storeId, isOwner: false };
}

/** What shop staff do, and how each reads in the back office's audit log. */
const auditedAs = {
  "coupon.use": { action: "shop_coupon.use", kind: "shop_coupon" },
  "campaign.create": { action: "shop_campaign.create", kind: "shop_campaign" },
  "campaign.update": { action: "shop_campaign.update", kind: "shop_campaign" },
  "checkin_settings.update": { action: "store.checkin_settings", kind: "store" },
} as const satisfies Record<string, { action: AuditRecord["action"]; kind: AuditRecord["target"]["kind"] }>;
export type StaffActionName = keyof typeof auditedAs;

/**
 * Records a staff action in the write's transaction twice: in `shop_staff_actions` (the store's own
 * history, by store) and in the back office's audit log under the role `shop_staff`, so the
 * company's audit list shows what stores' staff did beside what its own staff did.
 */
export async function recordStaffAction(
  tx: Tx,
  entry: {
    storeId: string;
    staffId: string;
    action: StaffActionName;
    targetId: string;
    detail?: Record<string, unknown>;
    requestId?: string | null;
  },
): Promise<void> {
  await tx.insert(shopStaffActions).values({
    id: newId(),
    storeId: entry.storeId,
    staffId: entry.staffId,
    action: entry.action,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
    requestId: entry.requestId ?? null,
  });
  const audited = auditedAs[entry.action];
  await recordAudit(
    tx,
    { userId: entry.staffId, role: "shop_staff", requestId: entry.requestId ?? null },
    {
      action: audited.action,
      target: { kind: audited.kind, id: entry.targetId },
      after: { store_id: entry.storeId, ...entry.detail },
    },
  );
}

/** What staff see of a member: the first name and the last name's initial. */
export const memberName = sql<string>`coalesce(nullif(trim(coalesce(${users.name}, '') || ' ' || left(coalesce(${users.lastName}, ''), 1)), ''), 'Member')`;
