import { type SQL, sql } from "drizzle-orm";
import { shopCampaigns } from "./tables.js";

/**
 * Each store's best offer running at `at` (`o.stars`): of its campaigns that are active, started, not
 * ended and have coupons left, the one asking the fewest stars. A reward is the shop's own words
 * ("Free coffee"), so what a member can weigh is its price in stars: the offer reached soonest is the
 * most valuable one. An inner join: a store with no such campaign is not in the list. The stores module
 * orders `stores/best_offer` by it; the shop service hands it over, as stores know nothing of campaigns.
 */
export function bestOfferJoin(at: Date): SQL {
  const now = at.toISOString();
  return sql`join (
    select c.store_id, min(c.stars_required)::int as stars from ${shopCampaigns} c
    where c.state = 'active' and c.starts_at <= ${now}::timestamptz
      and (c.ends_at is null or c.ends_at > ${now}::timestamptz)
      and (c.stock_total is null or c.stock_used < c.stock_total)
    group by c.store_id) o on o.store_id = s.id`;
}
