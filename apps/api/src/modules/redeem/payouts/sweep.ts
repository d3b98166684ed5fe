import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import type { JobDefinition } from "../../../jobs/definition.js";
import { payouts } from "../tables.js";
import { sentCheckAfterMs } from "./move-payout.js";
import type { PayoutProvider } from "./provider.js";
import { payoutProviderOf } from "./provider-of.js";
import { checkPayout, sendPayout } from "./send-payout.js";

/**
 * What a missed answer left behind, each minute: requested payouts that are due are sent (again,
 * under their key), and sent ones nobody heard of for a while are asked about. Up to `batch` at a
 * time, the longest waiting first.
 */
export async function sweepPayouts(db: Db, provider: PayoutProvider, now = new Date(), batch = 100) {
  if (!provider.automatic) return { sent: 0, checked: 0 };
  const due = await db
    .select()
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ["requested", "sent"]),
        isNotNull(payouts.nextCheckAt),
        lte(payouts.nextCheckAt, now),
        eq(payouts.provider, provider.name),
      ),
    )
    .orderBy(asc(payouts.nextCheckAt))
    .limit(batch);
  let sent = 0;
  let checked = 0;
  for (const row of due) {
    if (row.status === "requested") {
      await sendPayout(db, provider, row.id, now);
      sent++;
    } else {
      await checkPayout(db, provider, row, "provider").catch(() => null);
      // Still on its way (or the provider did not answer): ask again later, not every minute.
      await db
        .update(payouts)
        .set({ nextCheckAt: new Date(now.getTime() + sentCheckAfterMs) })
        .where(and(eq(payouts.id, row.id), eq(payouts.status, "sent"), lte(payouts.nextCheckAt, now)));
      checked++;
    }
  }
  return { sent, checked };
}

export const sweepPayoutsJob: JobDefinition = {
  name: "sweep-payouts",
  cron: "* * * * *",
  runOnStart: true,
  async run({ db, config, log }) {
    const swept = await sweepPayouts(db, payoutProviderOf(config));
    if (swept.sent + swept.checked > 0) log.info(swept, "payouts swept");
  },
};
