import type { JobDefinition } from "../../jobs/definition.js";
import { autoPayDue, autoPayJobName } from "./flow.js";

export const autoPayJob: JobDefinition<{ id?: string }> = {
  name: autoPayJobName,
  // Queued for each report's time; the sweep pays any whose queued run was lost.
  cron: "*/15 * * * *",
  runOnStart: true,
  async run({ db }, data) {
    await autoPayDue(db, new Date(), typeof data.id === "string" ? data.id : undefined);
  },
};
