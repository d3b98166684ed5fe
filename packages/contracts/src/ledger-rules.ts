/**
 * The ledger's rules as plain values (no schemas): the history types, the largest entry, the
 * history filters. Kept apart from ledger.ts and point-history.ts so the points screens get them
 * without zod.
 */

/**
 * The points ledger on the wire. Amounts are integer cents everywhere (`point` in the spec's
 * calls); the history types are the spec's twelve (section 4), one per way points move.
 */
export const pointHistoryTypes = [
  "PhoneCard",
  "PointCard",
  "Campaign",
  "Attendance",
  "SettingPoint",
  "Invitation",
  "Survey",
  "PaymentFlashJob",
  "Withdraw",
  "UserEventReward",
  "SubMission",
  "SettingPointUser",
] as const;
export type PointHistoryType = (typeof pointHistoryTypes)[number];

/** One entry moves at most what a PostgreSQL integer holds; balances are integers too. */
export const maxEntryCents = 2_147_483_647;

export const pointGrantLimits = { reasonMax: 200, idempotencyKeyMax: 200 } as const;

/**
 * The points screen's filters (spec sections 3 and 7: `GET point_histories` with filter and page).
 * A kind groups the twelve history types the way a member thinks of them.
 */
export const pointHistoryKinds = ["all", "survey", "mission", "bingo", "invitation", "job", "redeem", "other"] as const;
export type PointHistoryKind = (typeof pointHistoryKinds)[number];

export const historyTypesOfKind: Record<Exclude<PointHistoryKind, "all">, readonly PointHistoryType[]> = {
  survey: ["Survey"],
  mission: ["SubMission", "Attendance", "UserEventReward"],
  bingo: ["Campaign"],
  invitation: ["Invitation"],
  job: ["PaymentFlashJob"],
  redeem: ["PhoneCard", "PointCard", "Withdraw"],
  other: ["SettingPoint", "SettingPointUser"],
};

export const pointHistoryPeriods = ["all", "7d", "30d", "90d", "365d"] as const;
export type PointHistoryPeriod = (typeof pointHistoryPeriods)[number];

export const periodDays: Record<Exclude<PointHistoryPeriod, "all">, number> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "365d": 365,
};

export const pointHistoryPageSize = 20;
