import type { JobDefinition } from "../../jobs/definition.js";
import { orderStoreSearch } from "./search-order.js";

export const orderStoreSearchJob: JobDefinition = {
  name: "order-store-search",
  cron: "47 3 * * *",
  async run({ db, log }) {
    const started = Date.now();
    await orderStoreSearch(db);
    log.info({ ms: Date.now() - started }, "rewrote the store search rows in name order");
  },
};
