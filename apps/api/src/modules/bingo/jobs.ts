import type { JobDefinition } from "../../jobs/definition.js";
import { openBingoWeeks } from "./campaigns.js";

/**
 * Opens the bingo weeks: hourly, and once when the worker starts, so a missed run is caught up.
 * Creating a week's campaign twice is impossible (one per week and market), so reruns are harmless.
 */
export const openBingoWeeksJob: JobDefinition = {
  name: "open-bingo-weeks",
  cron: "7 * * * *",
  runOnStart: true,
  async run({ db, log }) {
    const opened = await openBingoWeeks(db, new Date());
    if (opened > 0) log.info({ opened }, "bingo campaigns opened");
  },
};
