import type { JobDefinition } from "../../jobs/definition.js";
import { pruneClientErrorReports } from "./service.js";

/** Every night, drop error reports past the retention period. */
export const pruneClientErrorReportsJob: JobDefinition = {
  name: "prune-client-error-reports",
  cron: "17 3 * * *",
  async run({ db, config, log }) {
    const cutOff = new Date(Date.now() - config.ERROR_REPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const removed = await pruneClientErrorReports(db, cutOff);
    log.info({ removed, cutOff }, "pruned client error reports");
  },
};
