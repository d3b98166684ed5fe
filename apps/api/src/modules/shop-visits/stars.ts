import {
  defaultCardSize,
  type MemberTier,
  memberTierPerks,
  memberTiers,
  memberTierThresholds,
  type StampCard,
  type StarHistoryItem,
} from "@rewards/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { stores } from "../stores/index.js";
import { checkInRules } from "./rules.js";
import { memberStoreStars, starHistory } from "./tables.js";

/** The tier of a member's lifetime stars at a store, and the next one. */
export function tierOf(lifetime: number): {
  tier: MemberTier;
  next: { tier: MemberTier; lifetime_stars: number } | null;
} {
  let tier: MemberTier = "member";
  for (const candidate of memberTiers) if (lifetime >= memberTierThresholds[candidate]) tier = candidate;
  const next = memberTiers[memberTiers.indexOf(tier) + 1];
  return { tier, next: next ? { tier: next, lifetime_stars: memberTierThresholds[next] } : null };
}

/** Adds stars for a check-in: one upsert (the row appears on the first visit), one history row. */
export async function earnStars(
  tx: Tx,
  input: { userId: string; storeId: string; stars: number; causeId: string; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(memberStoreStars)
    .values({
      userId: input.userId,
      storeId: input.storeId,
      stars: input.stars,
      lifetimeStars: input.stars,
      visitCount: 1,
      lastVisitedAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [memberStoreStars.userId, memberStoreStars.storeId],
      set: {
        stars: sql`${memberStoreStars.stars} + ${input.stars}`,
        lifetimeStars: sql`${memberStoreStars.lifetimeStars} + ${input.stars}`,
        visitCount: sql`${memberStoreStars.visitCount} + 1`,
        lastVisitedAt: input.at,
        updatedAt: input.at,
      },
    })
    .returning({ stars: memberStoreStars.stars });
  const balance = row?.stars ?? 0;
  await tx.insert(starHistory).values({
    id: newId(),
    userId: input.userId,
    storeId: input.storeId,
    delta: input.stars,
    balance,
    reason: "check_in",
    causeId: input.causeId,
    createdAt: input.at,
  });
  return balance;
}

/**
 * Spends stars on an exchange: one conditional UPDATE (`stars >= n`), so parallel exchanges of the
 * last stars leave exactly one winner. Null when the member has too few.
 */
export async function spendStars(
  tx: Tx,
  input: { userId: string; storeId: string; stars: number; causeId: string; campaignId: string },
): Promise<number | null> {
  const [row] = await tx
    .update(memberStoreStars)
    .set({ stars: sql`${memberStoreStars.stars} - ${input.stars}`, updatedAt: new Date() })
    .where(
      and(
        eq(memberStoreStars.userId, input.userId),
        eq(memberStoreStars.storeId, input.storeId),
        sql`${memberStoreStars.stars} >= ${input.stars}`,
      ),
    )
    .returning({ stars: memberStoreStars.stars });
  if (!row) return null;
  await tx.insert(starHistory).values({
    id: newId(),
    userId: input.userId,
    storeId: input.storeId,
    delta: -input.stars,
    balance: row.stars,
    reason: "exchange",
    causeId: input.causeId,
    campaignId: input.campaignId,
  });
  return row.stars;
}

export async function starsAt(db: DbOrTx, userId: string, storeId: string) {
  const [row] = await db
    .select()
    .from(memberStoreStars)
    .where(and(eq(memberStoreStars.userId, userId), eq(memberStoreStars.storeId, storeId)));
  return row ?? null;
}

/** Stars of one member at many stores (campaign lists). */
export async function starsByStore(db: DbOrTx, userId: string, storeIds: string[]): Promise<Map<string, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: memberStoreStars.storeId, stars: memberStoreStars.stars })
    .from(memberStoreStars)
    .where(and(eq(memberStoreStars.userId, userId), sql`${memberStoreStars.storeId} in ${storeIds}`));
  return new Map(rows.map((row) => [row.storeId, row.stars]));
}

/** The cheapest active, running campaign of a store: what the card aims at. */
export type CardTarget = { id: string; title: string; starsRequired: number } | null;

/** `GET user_stars?store_id`: the stamp card. */
export function stampCardOf(
  store: { id: string; name: string },
  row: Awaited<ReturnType<typeof starsAt>>,
  target: CardTarget,
): StampCard {
  const stars = row?.stars ?? 0;
  const lifetime = row?.lifetimeStars ?? 0;
  const { tier, next } = tierOf(lifetime);
  const perksOf = (of: MemberTier) => ({
    bonus_points: memberTierPerks[of].bonus_points,
    points_per_check_in: checkInRules.points + memberTierPerks[of].bonus_points,
  });
  const cardSize = target?.starsRequired ?? defaultCardSize;
  return {
    store_id: store.id,
    store_name: store.name,
    stars,
    lifetime_stars: lifetime,
    tier,
    perks: perksOf(tier),
    next_tier: next
      ? {
          tier: next.tier,
          lifetime_stars: next.lifetime_stars,
          stars_missing: Math.max(0, next.lifetime_stars - lifetime),
          perks: perksOf(next.tier),
        }
      : null,
    card_size: cardSize,
    stamps: Math.min(stars, cardSize),
    next_reward: target
      ? {
          campaign_id: target.id,
          title: target.title,
          stars_required: target.starsRequired,
          stars_missing: Math.max(0, target.starsRequired - stars),
        }
      : null,
    visit_count: row?.visitCount ?? 0,
    last_visited_at: row?.lastVisitedAt?.toISOString() ?? null,
  };
}

/** `GET user_stars/history`: newest first. */
export async function starHistoryOf(
  db: DbOrTx,
  userId: string,
  query: { storeId?: string | undefined; page: number; limit: number },
): Promise<{ items: StarHistoryItem[]; total: number }> {
  const where = and(
    eq(starHistory.userId, userId),
    query.storeId === undefined ? undefined : eq(starHistory.storeId, query.storeId),
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(starHistory).where(where);
  const rows = await db
    .select({
      id: starHistory.id,
      storeId: starHistory.storeId,
      storeName: stores.name,
      delta: starHistory.delta,
      balance: starHistory.balance,
      reason: starHistory.reason,
      campaignId: starHistory.campaignId,
      campaignTitle: sql<string | null>`(select c.title from shop_campaigns c where c.id = ${starHistory.campaignId})`,
      createdAt: starHistory.createdAt,
    })
    .from(starHistory)
    .innerJoin(stores, eq(stores.id, starHistory.storeId))
    .where(where)
    .orderBy(desc(starHistory.createdAt), desc(starHistory.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      store_id: row.storeId,
      store_name: row.storeName,
      delta: row.delta,
      balance: row.balance,
      reason: row.reason as StarHistoryItem["reason"],
      campaign_id: row.campaignId,
      campaign_title: row.campaignTitle,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
