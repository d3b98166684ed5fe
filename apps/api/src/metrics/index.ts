export { instrumentPool } from "./database.js";
export {
  chatFanoutLag,
  chatMessagesCount,
  chatSocketsDropped,
  countLedgerPost,
  deliveries,
  ledgerPosts,
  openWebSockets,
  payoutRequestToPaid,
  payoutsCount,
} from "./registry.js";
export { countRequests, metricsRoutes } from "./routes.js";
export { serveWorkerMetrics } from "./worker-server.js";
