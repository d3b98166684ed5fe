export { pruneClientErrorReportsJob } from "./jobs.js";
export { logRoutes } from "./routes.js";
export { countClientErrorReports, pruneClientErrorReports, recordClientError } from "./service.js";
export { clientErrorReports } from "./tables.js";
