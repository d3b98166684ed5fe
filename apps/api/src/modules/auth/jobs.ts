import type { JobDefinition } from "../../jobs/definition.js";
import { pruneAttempts } from "./attempts.js";

/** Every night, forget password attempts nobody has made for a day: their locks are long over. */
export const pruneSignInAttemptsJob: JobDefinition = {
  name: "prune-sign-in-attempts",
  cron: "41 3 * * *",
  async run({ db, log }) {
    const removed = await pruneAttempts(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    log.info({ removed }, "pruned sign-in attempts");
  },
};
