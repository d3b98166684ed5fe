export {
  type AccountRef,
  escrowAccount,
  grantsAccount,
  grantsShards,
  houseAccounts,
  memberAccount,
  payoutHoldAccount,
} from "./accounts.js";
export { pointGrantRoutes } from "./admin-routes.js";
export { accountBalance, balanceOf, type EntryPage, entriesOf, grantsBalance } from "./balances.js";
export { holdInEscrow, type Release, refundEscrow, releaseEscrow } from "./escrow.js";
export { expireStalePoints, expiryOf } from "./expiry.js";
export { noticeExpiringPoints } from "./expiry-notice.js";
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
export { expirePointsJob, noticeExpiringPointsJob } from "./jobs.js";
export { holdPayout, type PayoutMoney, returnPayout, settlePayout } from "./payout-holds.js";
export {
  IdempotencyKeyConflict,
  NotEnoughPoints,
  type PointPosting,
  type PostedEntry,
  type PostedPoints,
  type PostedTransfer,
  postPoints,
  postPointsAlone,
  type Transfer,
  transfer,
  transferAlone,
} from "./post-points.js";
// The tables stay inside: every write goes through transfer (db/schema.ts reads tables.ts for drizzle-kit).
export type { HistoryEntry, LedgerEntry, PointEntry } from "./tables.js";
