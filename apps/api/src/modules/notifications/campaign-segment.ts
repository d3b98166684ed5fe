import type { NotificationSegment } from "@rewards/contracts";
import { asc, count, gt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activeSinceSql } from "../auth/index.js";
import { users } from "../users/index.js";
import type { NotificationCampaign } from "./tables.js";

/** A campaign's segment as stored. */
export type CampaignSegment = Pick<
  NotificationCampaign,
  "markets" | "minLevel" | "maxLevel" | "activeWithinDays" | "minAge" | "maxAge"
>;

const dayMs = 24 * 60 * 60 * 1000;

export function storedSegment(segment: NotificationSegment): CampaignSegment {
  return {
    markets: segment.markets,
    minLevel: segment.min_level,
    maxLevel: segment.max_level,
    activeWithinDays: segment.active_within_days,
    minAge: segment.min_age,
    maxAge: segment.max_age,
  };
}

/**
 * The members a segment reaches, as a condition on `users`: live accounts (not deleted, not
 * suspended) of the markets, within the level range, active in the last N days (a signed-in
 * request), and of the age range; a member without a birthday is outside any age range.
 */
export function segmentSql(segment: CampaignSegment, now: Date): SQL {
  const age = sql`extract(year from age(current_date, ${users.birthDay}))`;
  const conditions: SQL[] = [
    sql`${users.deletedAt} is null`,
    sql`${users.suspendedAt} is null`,
    segment.markets.length === 0 ? sql`false` : sql`${users.market} in ${segment.markets}`,
  ];
  if (segment.minLevel !== null) conditions.push(sql`${users.level} >= ${segment.minLevel}`);
  if (segment.maxLevel !== null) conditions.push(sql`${users.level} <= ${segment.maxLevel}`);
  if (segment.minAge !== null) conditions.push(sql`${age} >= ${segment.minAge}`);
  if (segment.maxAge !== null) conditions.push(sql`${age} <= ${segment.maxAge}`);
  if (segment.activeWithinDays !== null) {
    conditions.push(activeSinceSql(users.id, new Date(now.getTime() - segment.activeWithinDays * dayMs)));
  }
  return sql.join(conditions, sql` and `);
}

/** How many members the segment reaches now. */
export async function countAudience(db: DbOrTx, segment: CampaignSegment, now = new Date()): Promise<number> {
  const [row] = await db.select({ members: count() }).from(users).where(segmentSql(segment, now));
  return row?.members ?? 0;
}

/** The next members of the segment after `after` in id order: a keyset page that a restart can resume. */
export async function segmentPage(
  db: DbOrTx,
  segment: CampaignSegment,
  options: { after: string | null; limit: number; now: Date },
): Promise<string[]> {
  const condition = segmentSql(segment, options.now);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(options.after === null ? condition : sql`${condition} and ${gt(users.id, options.after)}`)
    .orderBy(asc(users.id))
    .limit(options.limit);
  return rows.map((row) => row.id);
}
