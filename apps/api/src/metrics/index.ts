export { instrumentPool } from "./database.js";
export { countLedgerPost, deliveries, ledgerPosts, openWebSockets } from "./registry.js";
export { countRequests, metricsRoutes } from "./routes.js";
export { serveWorkerMetrics } from "./worker-server.js";
