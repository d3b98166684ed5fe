import type { JobDefinition } from "../../jobs/definition.js";
import { announceCampaigns } from "./announce.js";
import { expireCoupons } from "./coupons.js";

/** Every five minutes, and when a worker starts: a campaign's followers hear of it soon after it runs. */
export const announceShopCampaignsJob: JobDefinition = {
  name: "announce-shop-campaigns",
  cron: "*/5 * * * *",
  runOnStart: true,
  async run({ db, log }) {
    const told = await announceCampaigns(db);
    if (told > 0) log.info({ told }, "announced shop campaigns to followers");
  },
};

/** Marks received coupons past their end expired (and tells their members), every ten minutes. */
export const expireShopCouponsJob: JobDefinition = {
  name: "expire-shop-coupons",
  cron: "*/10 * * * *",
  async run({ db, log }) {
    const expired = await expireCoupons(db);
    if (expired > 0) log.info({ expired }, "expired shop coupons");
  },
};
