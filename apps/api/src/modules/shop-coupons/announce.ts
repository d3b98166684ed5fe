import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notifyMembers } from "../notifications/index.js";
import { shopSettings } from "../shop-visits/index.js";
import { storeFollows, stores } from "../stores/index.js";
import { runningAt } from "./campaigns.js";
import { shopCampaigns } from "./tables.js";

/** Campaigns announced per run: a backlog drains over the next runs instead of in one long one. */
const perRun = 50;

/**
 * Tells the followers of a store that one of its campaigns runs now, once per campaign: the first time
 * it runs (created active, or later when its start comes or it leaves draft; a pause and resume is
 * not news again). A follower who
 * turned campaign notices off in `settings/1` hears nothing. The campaign is claimed by one
 * conditional UPDATE in the transaction that writes the notices, so two runs announce it once.
 */
export async function announceCampaigns(db: Db, at = new Date()): Promise<number> {
  const due = await db
    .select({ id: shopCampaigns.id })
    .from(shopCampaigns)
    .where(and(isNull(shopCampaigns.announcedAt), runningAt(at)))
    .orderBy(shopCampaigns.startsAt)
    .limit(perRun);
  let told = 0;
  for (const { id } of due) {
    told += await db.transaction(async (tx) => {
      const [campaign] = await tx
        .update(shopCampaigns)
        .set({ announcedAt: at })
        .where(and(eq(shopCampaigns.id, id), isNull(shopCampaigns.announcedAt)))
        .returning({ id: shopCampaigns.id, storeId: shopCampaigns.storeId, title: shopCampaigns.title });
      if (!campaign) return 0;
      const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, campaign.storeId));
      const followers = sql`select f.user_id as id from ${storeFollows} f
        left join ${shopSettings} s on s.user_id = f.user_id
        where f.store_id = ${campaign.storeId} and coalesce(s.campaign_notifications, true)`;
      return notifyMembers(tx, followers, "shop_campaign_started", {
        causePrefix: `campaign:${campaign.id}`,
        values: {
          store: store?.name ?? "",
          store_id: campaign.storeId,
          title: campaign.title,
          link: `/home/shops/search/${campaign.storeId}/campaign/${campaign.id}`,
        },
      });
    });
  }
  return told;
}
