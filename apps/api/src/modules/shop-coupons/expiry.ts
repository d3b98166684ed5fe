import type { JobDefinition } from "../../jobs/definition.js";
import { expireCoupons } from "./coupons.js";

/** Marks received coupons past their end expired (and tells their members), every ten minutes. */
export const expireShopCouponsJob: JobDefinition = {
  name: "expire-shop-coupons",
  cron: "*/10 * * * *",
  async run({ db, log }) {
    const expired = await expireCoupons(db);
    if (expired > 0) log.info({ expired }, "expired shop coupons");
  },
};
