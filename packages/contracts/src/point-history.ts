import { z } from "zod";
import { pageMeta } from "./envelope.js";
import { pointHistoryKinds, pointHistoryPeriods, pointHistoryTypes } from "./ledger-rules.js";
import { redeemRequest } from "./redeem.js";
import { pageParam } from "./text.js";

export const pointHistoriesQuery = z.object({
  filter: z.enum(pointHistoryKinds, "Please choose a valid filter.").default("all"),
  period: z.enum(pointHistoryPeriods, "Please choose a valid period.").default("all"),
  page: pageParam,
});
export type PointHistoriesQuery = z.infer<typeof pointHistoriesQuery>;

export const pageQuery = z.object({ page: pageParam });

/** One movement of points as the member sees it. `point` is signed cents. */
export const pointHistoryItem = z.object({
  id: z.string(),
  point: z.number().int(),
  history_type: z.enum(pointHistoryTypes),
  /** What caused it: survey, redeem_request, admin_grant, expiry, ... */
  cause_kind: z.string(),
  balance_after: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The calendar day in the member's time zone (the `TimeZone` header), `YYYY-MM-DD`. */
  date_key: z.string(),
  /** For a redemption, where its request stands now. */
  redeem_status: z.enum(["requested", "processing", "paid", "rejected"]).nullable(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItem>;

export const pointHistoryGroup = z.object({ date_key: z.string(), histories: z.array(pointHistoryItem) });
export type PointHistoryGroup = z.infer<typeof pointHistoryGroup>;

/** The balance wherever the app shows it: in points, in local currency, and when it would expire. */
export const pointSummary = z.object({
  remaining: z.number().int(),
  remaining_local: z.object({ amount: z.number().int(), currency: z.string() }),
  /** The end of the day the balance expires, unless it changes first; null with no points. */
  expires_at: z.string().nullable(),
  enable_change_card: z.boolean(),
});
export type PointSummary = z.infer<typeof pointSummary>;
export const pointSummaryAnswer = z.object({ status: z.literal(true), data: pointSummary });

export const pointHistoriesAnswer = z.object({
  status: z.literal(true),
  data: pointSummary.extend({ list_point_histories: z.array(pointHistoryGroup) }),
  meta: pageMeta,
});
export type PointHistoriesAnswer = z.infer<typeof pointHistoriesAnswer>;

export const pointHistoryDetailAnswer = z.object({
  status: z.literal(true),
  data: pointHistoryItem.extend({ redeem_request: redeemRequest.nullable() }),
});
export type PointHistoryDetail = z.infer<typeof pointHistoryDetailAnswer>["data"];

/** `/bonus` (earnings) and `/invitation_histories`: plain pages of entries. */
export const pointHistoryPageAnswer = z.object({
  status: z.literal(true),
  data: z.array(pointHistoryItem),
  meta: pageMeta,
});
export type PointHistoryPage = z.infer<typeof pointHistoryPageAnswer>;

/** `/paid` (exchanges): the member's redeem requests, each with the entry that debited it. */
export const paidHistoryAnswer = z.object({
  status: z.literal(true),
  data: z.array(redeemRequest.extend({ entry_id: z.string().nullable() })),
  meta: pageMeta,
});
export type PaidHistoryPage = z.infer<typeof paidHistoryAnswer>;

export const historyIdParams = z.object({ id: z.uuid("This history entry does not exist.") });
