export { pointGrantRoutes } from "./admin-routes.js";
export { balanceOf, type EntryPage, entriesOf } from "./balances.js";
export { expirePointsJob, expireStalePoints, expiryOf } from "./expiry.js";
export { noticeExpiringPoints, noticeExpiringPointsJob } from "./expiry-notice.js";
export { balanceColumn, type DayFlow, pointFlowPerDay, pointsOutstanding } from "./figures.js";
export {
  balanceState,
  debitEntryIds,
  type EntryCause,
  entryOf,
  type HistoryFilter,
  type HistoryPage,
  historyPage,
} from "./history.js";
export { type LedgerViolation, ledgerInvariantViolations } from "./invariants.js";
export { IdempotencyKeyConflict, type PointPosting, type PostedPoints, postPoints } from "./post-points.js";
// The tables stay inside: every write goes through postPoints (db/schema.ts reads tables.ts for drizzle-kit).
export type { PointEntry } from "./tables.js";
