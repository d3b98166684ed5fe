import {
  type CouponItem,
  type CouponStatus,
  type CouponWithMember,
  couponErrorCodes,
  couponLiveCodePeriodSeconds,
  couponMessages,
  errorCodes,
} from "@rewards/contracts";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { recordActivity } from "../activity/index.js";
import { memberName, notifyVisit, recordStaffAction, requireStaff } from "../shop-visits/index.js";
import { storePhotos, storePhotoUrl, stores } from "../stores/index.js";
import { users } from "../users/index.js";
import { couponCodeSecret, liveCode, liveCodeMatches, parseLiveCode } from "./live-code.js";
import { shopCampaigns, shopCoupons } from "./tables.js";

const couponSelection = {
  coupon: shopCoupons,
  title: shopCampaigns.title,
  reward: shopCampaigns.reward,
  description: shopCampaigns.description,
  storeName: stores.name,
  photo: sql<
    string | null
  >`(select p.storage_key from ${storePhotos} p where p.store_id = ${shopCoupons.storeId} order by p.position, p.id limit 1)`,
};
type CouponRow = {
  coupon: typeof shopCoupons.$inferSelect;
  title: string;
  reward: string;
  description: string;
  storeName: string;
  photo: string | null;
};

export function couponRows(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }, order?: SQL[]) {
  return db
    .select(couponSelection)
    .from(shopCoupons)
    .innerJoin(shopCampaigns, eq(shopCampaigns.id, shopCoupons.campaignId))
    .innerJoin(stores, eq(stores.id, shopCoupons.storeId))
    .where(where)
    .orderBy(...(order ?? [desc(shopCoupons.receivedAt), desc(shopCoupons.id)]))
    .limit(page.limit)
    .offset(page.offset);
}

/** A received coupon past its end reads as expired even before the expiry job marks it. */
export function statusOf(coupon: typeof shopCoupons.$inferSelect, at: Date): CouponStatus {
  if (coupon.status === "received" && coupon.expiresAt <= at) return "expired";
  return coupon.status as CouponStatus;
}

export function couponItemOf(row: CouponRow, at = new Date()): CouponItem {
  return {
    id: row.coupon.id,
    campaign_id: row.coupon.campaignId,
    store_id: row.coupon.storeId,
    store_name: row.storeName,
    store_thumbnail: row.photo ? storePhotoUrl(row.photo) : null,
    title: row.title,
    reward: row.reward,
    description: row.description,
    ticket_status: statusOf(row.coupon, at),
    serial: row.coupon.serial,
    received_at: row.coupon.receivedAt.toISOString(),
    expires_at: row.coupon.expiresAt.toISOString(),
    used_at: row.coupon.usedAt?.toISOString() ?? null,
  };
}

/** The coupons of one tab: received (usable now), used, expired (marked, or past its end). */
function tabOf(tab: CouponStatus, at: Date): SQL {
  const now = sql`${at.toISOString()}::timestamptz`;
  if (tab === "received") return sql`${shopCoupons.status} = 'received' and ${shopCoupons.expiresAt} > ${now}`;
  if (tab === "used") return sql`${shopCoupons.status} = 'used'`;
  return sql`(${shopCoupons.status} = 'expired' or (${shopCoupons.status} = 'received' and ${shopCoupons.expiresAt} <= ${now}))`;
}

export async function listCoupons(
  db: DbOrTx,
  userId: string,
  query: { tab: CouponStatus; storeId?: string | undefined; page: number; limit: number },
  at = new Date(),
) {
  const where = and(
    eq(shopCoupons.userId, userId),
    tabOf(query.tab, at),
    query.storeId ? eq(shopCoupons.storeId, query.storeId) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCoupons).where(where);
  const order =
    query.tab === "received"
      ? [asc(shopCoupons.expiresAt), asc(shopCoupons.id)]
      : query.tab === "used"
        ? [desc(shopCoupons.usedAt), desc(shopCoupons.id)]
        : [desc(shopCoupons.expiresAt), desc(shopCoupons.id)];
  const rows = await couponRows(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }, order);
  return { total: Number(count?.n ?? 0), items: rows.map((row) => couponItemOf(row, at)) };
}

/** `GET coupons/my_coupons_all`: every usable coupon, soonest to expire first (at most 100). */
export async function myUsableCoupons(db: DbOrTx, userId: string, at = new Date()) {
  const rows = await couponRows(
    db,
    and(eq(shopCoupons.userId, userId), tabOf("received", at)),
    { limit: 100, offset: 0 },
    [asc(shopCoupons.expiresAt), asc(shopCoupons.id)],
  );
  return rows.map((row) => couponItemOf(row, at));
}

/** `GET coupons/list_with_store`: the member's stores with coupons in the tab, each with up to five. */
export async function couponsByStore(
  db: DbOrTx,
  userId: string,
  query: { tab: CouponStatus; page: number; limit: number },
  at = new Date(),
) {
  const where = and(eq(shopCoupons.userId, userId), tabOf(query.tab, at));
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${shopCoupons.storeId})::int` })
    .from(shopCoupons)
    .where(where);
  const groups = await db
    .select({
      storeId: shopCoupons.storeId,
      n: sql<number>`count(*)::int`,
      soonest: sql`min(${shopCoupons.expiresAt})`,
    })
    .from(shopCoupons)
    .where(where)
    .groupBy(shopCoupons.storeId)
    .orderBy(sql`min(${shopCoupons.expiresAt})`, shopCoupons.storeId)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = [];
  for (const group of groups) {
    const rows = await couponRows(db, and(where, eq(shopCoupons.storeId, group.storeId)), { limit: 5, offset: 0 }, [
      asc(shopCoupons.expiresAt),
      asc(shopCoupons.id),
    ]);
    const first = rows[0];
    data.push({
      store_id: group.storeId,
      store_name: first?.storeName ?? "",
      store_thumbnail: first?.photo ? storePhotoUrl(first.photo) : null,
      coupon_count: Number(group.n),
      coupons: rows.map((row) => couponItemOf(row, at)),
    });
  }
  return { total: Number(count?.n ?? 0), items: data };
}

/** One of the member's own coupons (another member's answers 404, as a missing one does). */
export async function memberCoupon(db: DbOrTx, userId: string, id: string, at = new Date()): Promise<CouponItem> {
  const [row] = await couponRows(db, and(eq(shopCoupons.id, id), eq(shopCoupons.userId, userId)), {
    limit: 1,
    offset: 0,
  });
  if (!row) throw new AppError(404, errorCodes.notFound, couponMessages.notFound);
  return couponItemOf(row, at);
}

/** `GET coupons/{id}/live_code`: only for a coupon the member can still use. */
export async function memberLiveCode(db: DbOrTx, userId: string, id: string, at = new Date()) {
  const coupon = await memberCoupon(db, userId, id, at);
  if (coupon.ticket_status !== "received")
    throw new AppError(409, couponErrorCodes.notUsable, couponMessages.notUsable);
  const made = liveCode(await couponCodeSecret(db), { id: coupon.id, serial: coupon.serial }, at);
  return {
    coupon_id: coupon.id,
    code: made.code,
    issued_at: made.issuedAt.toISOString(),
    expires_at: made.expiresAt.toISOString(),
    period_seconds: couponLiveCodePeriodSeconds,
    server_time: at.toISOString(),
  };
}

/**
 * Finds a coupon for staff by its live code (and, from the spec's `coupons/{id}` calls, its id):
 * the caller must work at the coupon's store (403), the code must be this window's or the last
 * (400), and the coupon still usable (409).
 */
async function couponForStaff(db: DbOrTx, staffId: string, code: string, couponId: string | null, at: Date) {
  const parsed = parseLiveCode(code);
  const where = parsed
    ? and(eq(shopCoupons.serial, parsed.serial), couponId ? eq(shopCoupons.id, couponId) : undefined)
    : couponId
      ? eq(shopCoupons.id, couponId)
      : undefined;
  const [row] = where
    ? await db
        .select({ ...couponSelection, memberId: users.id, memberName })
        .from(shopCoupons)
        .innerJoin(shopCampaigns, eq(shopCampaigns.id, shopCoupons.campaignId))
        .innerJoin(stores, eq(stores.id, shopCoupons.storeId))
        .innerJoin(users, eq(users.id, shopCoupons.userId))
        .where(where)
    : [];
  if (!row) {
    if (couponId) throw new AppError(404, errorCodes.notFound, couponMessages.notFound);
    throw new AppError(400, couponErrorCodes.codeInvalid, couponMessages.codeInvalid, "code");
  }
  await requireStaff(db, staffId, row.coupon.storeId);
  if (!parsed || !liveCodeMatches(await couponCodeSecret(db), row.coupon.id, parsed.digits, at)) {
    throw new AppError(400, couponErrorCodes.codeInvalid, couponMessages.codeInvalid, "code");
  }
  if (statusOf(row.coupon, at) !== "received")
    throw new AppError(409, couponErrorCodes.notUsable, couponMessages.notUsable);
  return row;
}

const withMember = (row: Awaited<ReturnType<typeof couponForStaff>>, at: Date): CouponWithMember => ({
  ...couponItemOf(row, at),
  member: { id: row.memberId, display_name: row.memberName },
});

/** Staff preview (`get_coupon_user`, `staff/coupons/lookup`): the coupon and whose it is. */
export async function lookUpCoupon(
  db: DbOrTx,
  staffId: string,
  code: string,
  couponId: string | null,
  at = new Date(),
) {
  return withMember(await couponForStaff(db, staffId, code, couponId, at), at);
}

/**
 * Staff confirm a coupon's use: one conditional UPDATE (`status = 'received'` and not past its
 * end) so a coupon is used once however often it is confirmed; audited in the same transaction.
 */
export async function useCoupon(
  db: Db,
  staffId: string,
  code: string,
  couponId: string | null,
  requestId: string | null,
  at = new Date(),
): Promise<CouponWithMember> {
  const found = await couponForStaff(db, staffId, code, couponId, at);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(shopCoupons)
      .set({ status: "used", usedAt: at, usedBy: staffId })
      .where(
        and(
          eq(shopCoupons.id, found.coupon.id),
          eq(shopCoupons.status, "received"),
          sql`${shopCoupons.expiresAt} > ${at.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!used) throw new AppError(409, couponErrorCodes.notUsable, couponMessages.notUsable);
    await recordStaffAction(tx, {
      storeId: used.storeId,
      staffId,
      action: "coupon.use",
      targetId: used.id,
      detail: { campaign_id: used.campaignId, member_id: used.userId },
      requestId,
    });
    await recordActivity(tx, {
      userId: used.userId,
      kind: "shop_coupon_used",
      cause: `shop_coupon:${used.id}`,
      occurredAt: at,
      detail: { store_id: used.storeId },
    });
    await notifyVisit(tx, used.userId, "shop_coupon_used", {
      cause: used.id,
      values: {
        title: found.title,
        store: found.storeName,
        store_id: used.storeId,
        link: `/home/offers/coupons/${used.id}`,
      },
    });
    return withMember({ ...found, coupon: used }, at);
  });
}

/** The expiry job: received coupons past their end become expired, each member told once. */
export async function expireCoupons(db: Db, at = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(shopCoupons)
      .set({ status: "expired" })
      .where(and(eq(shopCoupons.status, "received"), sql`${shopCoupons.expiresAt} <= ${at.toISOString()}::timestamptz`))
      .returning();
    for (const coupon of expired) {
      const [about] = await tx
        .select({ title: shopCampaigns.title, store: stores.name })
        .from(shopCampaigns)
        .innerJoin(stores, eq(stores.id, shopCampaigns.storeId))
        .where(eq(shopCampaigns.id, coupon.campaignId));
      await notifyVisit(tx, coupon.userId, "shop_coupon_expired", {
        cause: coupon.id,
        values: {
          title: about?.title ?? "",
          store: about?.store ?? "",
          store_id: coupon.storeId,
          link: `/home/offers/coupons/${coupon.id}`,
        },
      });
    }
    return expired.length;
  });
}
