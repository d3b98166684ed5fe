import type { JobDefinition } from "../../jobs/definition.js";
import { expireStalePoints } from "./expiry.js";
import { noticeExpiringPoints } from "./expiry-notice.js";

/** Daily: expire the balances whose two years have passed. */
export const expirePointsJob: JobDefinition = {
  name: "expire-points",
  cron: "15 2 * * *",
  async run({ db, log }) {
    const expired = await expireStalePoints(db);
    if (expired > 0) log.info({ expired }, "expired stale point balances");
  },
};

/** Every morning (UTC), before the expiry job: the 30 days' notice. */
export const noticeExpiringPointsJob: JobDefinition = {
  name: "notice-expiring-points",
  cron: "30 2 * * *",
  async run({ db }) {
    await noticeExpiringPoints(db);
  },
};
