import {
  type CampaignItem,
  campaignExchangeCodes,
  campaignExchangeMessages,
  couponMessages,
  errorCodes,
  type StaffCampaign,
  type StaffCampaignBody,
  type StaffCampaignPatch,
  staffErrorCodes,
} from "@rewards/contracts";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { type CardTarget, notifyVisit, recordStaffAction, spendStars, starsByStore } from "../shop-visits/index.js";
import { storePhotos, storePhotoUrl, stores } from "../stores/index.js";
import { couponItemOf, couponRows } from "./coupons.js";
import { newSerial } from "./live-code.js";
import { shopCampaignMembers, shopCampaigns, shopCoupons } from "./tables.js";

type CampaignRow = typeof shopCampaigns.$inferSelect;

/** Running now: active, started, not ended. */
export const runningAt = (at: Date) =>
  sql`${shopCampaigns.state} = 'active' and ${shopCampaigns.startsAt} <= ${at.toISOString()}::timestamptz
    and (${shopCampaigns.endsAt} is null or ${shopCampaigns.endsAt} > ${at.toISOString()}::timestamptz)`;
const endedAt = (at: Date) =>
  sql`${shopCampaigns.endsAt} is not null and ${shopCampaigns.endsAt} <= ${at.toISOString()}::timestamptz`;

const isRunning = (row: CampaignRow, at: Date) =>
  row.state === "active" && row.startsAt <= at && (row.endsAt === null || row.endsAt > at);

// The outer table is named whole: a bare column in a subquery would be read as the subquery's own.
const usedCount = sql<number>`(select count(*)::int from ${shopCoupons} c where c.campaign_id = ${shopCampaigns}.id and c.status = 'used')`;

const thumbnailOf = sql<
  string | null
>`(select p.storage_key from ${storePhotos} p where p.store_id = ${shopCampaigns.storeId} order by p.position, p.id limit 1)`;

async function itemsOf(
  db: DbOrTx,
  rows: { campaign: CampaignRow; storeName: string; photo: string | null }[],
  viewerId: string | null,
  at: Date,
): Promise<CampaignItem[]> {
  const ids = rows.map((row) => row.campaign.id);
  const mine =
    viewerId && ids.length
      ? await db
          .select({ campaignId: shopCampaignMembers.campaignId, exchanged: shopCampaignMembers.exchanged })
          .from(shopCampaignMembers)
          .where(and(eq(shopCampaignMembers.userId, viewerId), sql`${shopCampaignMembers.campaignId} in ${ids}`))
      : [];
  const exchanged = new Map(mine.map((row) => [row.campaignId, row.exchanged]));
  const stars = viewerId
    ? await starsByStore(db, viewerId, [...new Set(rows.map((row) => row.campaign.storeId))])
    : new Map();
  return rows.map(({ campaign, storeName, photo }) => {
    const count = exchanged.get(campaign.id) ?? 0;
    const myStars = stars.get(campaign.storeId) ?? 0;
    const stockLeft = campaign.stockTotal === null ? null : campaign.stockTotal - campaign.stockUsed;
    const valid = isRunning(campaign, at);
    return {
      id: campaign.id,
      store_id: campaign.storeId,
      store_name: storeName,
      store_thumbnail: photo ? storePhotoUrl(photo) : null,
      title: campaign.title,
      description: campaign.description,
      reward: campaign.reward,
      stars_required: campaign.starsRequired,
      starts_at: campaign.startsAt.toISOString(),
      ends_at: campaign.endsAt?.toISOString() ?? null,
      stock_left: stockLeft,
      stock_total: campaign.stockTotal,
      per_member_limit: campaign.perMemberLimit,
      coupon_valid_days: campaign.couponValidDays,
      is_valid: valid,
      is_exchanged: count > 0,
      exchanged_count: count,
      my_stars: myStars,
      can_exchange:
        viewerId !== null &&
        valid &&
        (stockLeft === null || stockLeft > 0) &&
        count < campaign.perMemberLimit &&
        myStars >= campaign.starsRequired,
    };
  });
}

/** `GET campaigns`: active (running now, newest first), expired (ended, latest ended first) or all. */
export async function listCampaigns(
  db: DbOrTx,
  query: { storeId?: string | undefined; status: "active" | "expired" | "all"; page: number; limit: number },
  viewerId: string | null,
  at = new Date(),
) {
  const conditions: SQL[] = [sql`${shopCampaigns.state} <> 'draft'`];
  if (query.storeId) conditions.push(eq(shopCampaigns.storeId, query.storeId));
  if (query.status === "active") conditions.push(runningAt(at));
  if (query.status === "expired") conditions.push(endedAt(at));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCampaigns).where(where);
  const rows = await db
    .select({ campaign: shopCampaigns, storeName: stores.name, photo: thumbnailOf })
    .from(shopCampaigns)
    .innerJoin(stores, eq(stores.id, shopCampaigns.storeId))
    .where(where)
    .orderBy(
      query.status === "expired" ? desc(shopCampaigns.endsAt) : desc(shopCampaigns.startsAt),
      desc(shopCampaigns.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { total: Number(count?.n ?? 0), items: await itemsOf(db, rows, viewerId, at) };
}

export async function campaignDetail(db: DbOrTx, id: string, viewerId: string | null, at = new Date()) {
  const rows = await db
    .select({ campaign: shopCampaigns, storeName: stores.name, photo: thumbnailOf })
    .from(shopCampaigns)
    .innerJoin(stores, eq(stores.id, shopCampaigns.storeId))
    .where(and(eq(shopCampaigns.id, id), sql`${shopCampaigns.state} <> 'draft'`));
  if (rows.length === 0) throw new AppError(404, errorCodes.notFound, "Campaign not found");
  const [item] = await itemsOf(db, rows, viewerId, at);
  return item as CampaignItem;
}

/** The cheapest running campaign of a store: what its stamp card aims at. */
export async function cardTargetOf(db: DbOrTx, storeId: string, at = new Date()): Promise<CardTarget> {
  const [row] = await db
    .select({ id: shopCampaigns.id, title: shopCampaigns.title, starsRequired: shopCampaigns.starsRequired })
    .from(shopCampaigns)
    .where(and(eq(shopCampaigns.storeId, storeId), runningAt(at)))
    .orderBy(asc(shopCampaigns.starsRequired), asc(shopCampaigns.startsAt))
    .limit(1);
  return row ?? null;
}

const refuse = (status: number, code: keyof typeof campaignExchangeMessages) =>
  new AppError(status, code, campaignExchangeMessages[code]);

/**
 * `POST campaigns/{id}/exchange`: in one transaction, three conditional UPDATEs decide, each
 * taking its row's lock so parallel exchanges queue: the member's count under the per-member limit
 * (3121), the stock (3125), the stars (3126). Any refusal rolls the others back.
 */
export async function exchangeCampaign(
  db: Db,
  input: { userId: string; campaignId: string; storeId: string; at?: Date },
) {
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(shopCampaigns).where(eq(shopCampaigns.id, input.campaignId));
    if (!campaign || campaign.state === "draft") throw new AppError(404, errorCodes.notFound, "Campaign not found");
    if (campaign.storeId !== input.storeId) throw refuse(400, campaignExchangeCodes.wrongStore);
    if (campaign.state !== "active") throw refuse(409, campaignExchangeCodes.notExchangeable);
    if (!isRunning(campaign, at)) throw refuse(409, campaignExchangeCodes.notNow);

    const counted = await tx.execute(sql`
      insert into ${shopCampaignMembers} (campaign_id, user_id, exchanged) values (${campaign.id}, ${input.userId}, 1)
      on conflict (campaign_id, user_id) do update set exchanged = ${shopCampaignMembers}.exchanged + 1
      where ${shopCampaignMembers}.exchanged < ${campaign.perMemberLimit}
      returning exchanged`);
    if ((counted as unknown as { rows: unknown[] }).rows.length === 0)
      throw refuse(409, campaignExchangeCodes.alreadyRedeemed);

    const [stock] = await tx
      .update(shopCampaigns)
      .set({ stockUsed: sql`${shopCampaigns.stockUsed} + 1` })
      .where(
        and(
          eq(shopCampaigns.id, campaign.id),
          sql`(${shopCampaigns.stockTotal} is null or ${shopCampaigns.stockUsed} < ${shopCampaigns.stockTotal})`,
        ),
      )
      .returning({ id: shopCampaigns.id });
    if (!stock) throw refuse(409, campaignExchangeCodes.limitReached);

    const couponId = newId();
    const left = await spendStars(tx, {
      userId: input.userId,
      storeId: campaign.storeId,
      stars: campaign.starsRequired,
      causeId: couponId,
      campaignId: campaign.id,
    });
    if (left === null) throw refuse(409, campaignExchangeCodes.notEnoughStamps);

    await tx.insert(shopCoupons).values({
      id: couponId,
      serial: newSerial(),
      campaignId: campaign.id,
      storeId: campaign.storeId,
      userId: input.userId,
      starsSpent: campaign.starsRequired,
      receivedAt: at,
      expiresAt: new Date(at.getTime() + campaign.couponValidDays * 24 * 60 * 60 * 1000),
    });
    await recordActivity(tx, {
      userId: input.userId,
      kind: "shop_coupon_exchanged",
      cause: `shop_coupon:${couponId}`,
      occurredAt: at,
      detail: { store_id: campaign.storeId, campaign_id: campaign.id, stars: campaign.starsRequired },
    });
    const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, campaign.storeId));
    await notifyVisit(tx, input.userId, "shop_coupon_received", {
      cause: couponId,
      values: {
        title: campaign.title,
        store: store?.name ?? "",
        store_id: campaign.storeId,
        link: `/home/offers/coupons/${couponId}`,
      },
    });
    const [row] = await couponRows(tx, eq(shopCoupons.id, couponId), { limit: 1, offset: 0 });
    if (!row) throw new Error("the coupon just made is missing");
    return { coupon: couponItemOf(row, at), stars: left, message: couponMessages.exchanged };
  });
}

// ---- Staff ----

export async function staffCampaignOf(db: DbOrTx, id: string): Promise<StaffCampaign & { row: CampaignRow }> {
  const [row] = await db
    .select({
      campaign: shopCampaigns,
      used: usedCount,
    })
    .from(shopCampaigns)
    .where(eq(shopCampaigns.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, "Campaign not found");
  return { ...staffCampaignItem(row.campaign, row.used), row: row.campaign };
}

export function staffCampaignItem(c: CampaignRow, used: number): StaffCampaign {
  return {
    id: c.id,
    store_id: c.storeId,
    title: c.title,
    description: c.description,
    reward: c.reward,
    stars_required: c.starsRequired,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt?.toISOString() ?? null,
    state: c.state as StaffCampaign["state"],
    stock_total: c.stockTotal,
    stock_left: c.stockTotal === null ? null : c.stockTotal - c.stockUsed,
    per_member_limit: c.perMemberLimit,
    coupon_valid_days: c.couponValidDays,
    exchanged_count: c.stockUsed,
    used_count: Number(used),
    created_at: c.createdAt.toISOString(),
  };
}

export async function staffCampaignsOf(db: DbOrTx, storeId: string, page: { page: number; limit: number }) {
  const where = eq(shopCampaigns.storeId, storeId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCampaigns).where(where);
  const rows = await db
    .select({
      campaign: shopCampaigns,
      used: usedCount,
    })
    .from(shopCampaigns)
    .where(where)
    .orderBy(desc(shopCampaigns.createdAt), desc(shopCampaigns.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { total: Number(count?.n ?? 0), items: rows.map((row) => staffCampaignItem(row.campaign, row.used)) };
}

export type StaffActor = { userId: string; requestId: string | null };

export async function createCampaign(
  db: Db,
  storeId: string,
  body: ReturnType<typeof parseCampaignBody>,
  actor: StaffActor,
): Promise<StaffCampaign> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(shopCampaigns).values({ id, storeId, ...body, createdBy: actor.userId });
    await recordStaffAction(tx, {
      storeId,
      staffId: actor.userId,
      action: "campaign.create",
      targetId: id,
      detail: { title: body.title, stars_required: body.starsRequired, stock_total: body.stockTotal },
      requestId: actor.requestId,
    });
  });
  const { row: _row, ...item } = await staffCampaignOf(db, id);
  return item;
}

export function parseCampaignBody(body: StaffCampaignBody & Record<string, unknown>) {
  const b = body as Required<StaffCampaignBody>;
  return {
    title: b.title,
    description: b.description ?? "",
    reward: b.reward,
    starsRequired: b.stars_required,
    startsAt: new Date(b.starts_at),
    endsAt: b.ends_at ? new Date(b.ends_at) : null,
    state: b.state ?? "active",
    stockTotal: b.stock_total ?? null,
    perMemberLimit: b.per_member_limit ?? 1,
    couponValidDays: b.coupon_valid_days ?? 30,
  };
}

/** `PATCH staff/campaigns/{id}`: a stock below what was given out is refused by the row's check (409). */
export async function updateCampaign(
  db: Db,
  id: string,
  patch: StaffCampaignPatch,
  actor: StaffActor,
): Promise<StaffCampaign> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopCampaigns).where(eq(shopCampaigns.id, id));
    if (!current) throw new AppError(404, errorCodes.notFound, "Campaign not found");
    const startsAt = patch.starts_at ? new Date(patch.starts_at) : current.startsAt;
    const endsAt =
      patch.ends_at === undefined ? current.endsAt : patch.ends_at === null ? null : new Date(patch.ends_at);
    if (endsAt && endsAt <= startsAt) {
      throw new AppError(400, errorCodes.validationFailed, "The end must come after the start.", "ends_at");
    }
    const [changed] = await tx
      .update(shopCampaigns)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.reward !== undefined && { reward: patch.reward }),
        ...(patch.stars_required !== undefined && { starsRequired: patch.stars_required }),
        ...(patch.state !== undefined && { state: patch.state }),
        ...(patch.per_member_limit !== undefined && { perMemberLimit: patch.per_member_limit }),
        ...(patch.coupon_valid_days !== undefined && { couponValidDays: patch.coupon_valid_days }),
        ...(patch.stock_total !== undefined && { stockTotal: patch.stock_total }),
        startsAt,
        endsAt,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(shopCampaigns.id, id),
          patch.stock_total === undefined || patch.stock_total === null
            ? undefined
            : sql`${shopCampaigns.stockUsed} <= ${patch.stock_total}`,
        ),
      )
      .returning({ id: shopCampaigns.id });
    if (!changed) {
      throw new AppError(
        409,
        staffErrorCodes.stockConflict,
        "The stock cannot go below the coupons already given out.",
        "stock_total",
      );
    }
    await recordStaffAction(tx, {
      storeId: current.storeId,
      staffId: actor.userId,
      action: "campaign.update",
      targetId: id,
      detail: { ...patch },
      requestId: actor.requestId,
    });
  });
  const { row: _row, ...item } = await staffCampaignOf(db, id);
  return item;
}
