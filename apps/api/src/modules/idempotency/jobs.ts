import type { JobDefinition } from "../../jobs/definition.js";
import { pruneIdempotentRequests } from "./idempotent.js";

const keepDays = 7;

/** Daily: forget saved answers older than a week; deleting twice deletes nothing more. */
export const pruneIdempotentRequestsJob: JobDefinition = {
  name: "prune-idempotent-requests",
  cron: "40 3 * * *",
  async run({ db, log }) {
    const removed = await pruneIdempotentRequests(db, new Date(Date.now() - keepDays * 24 * 60 * 60 * 1000));
    if (removed > 0) log.info({ removed }, "pruned saved idempotent answers");
  },
};
