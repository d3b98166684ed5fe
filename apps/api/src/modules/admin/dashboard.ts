import type { Dashboard, DashboardDay } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { localDay } from "../../lib/local-day.js";
import { activeMembersPerDay } from "../auth/index.js";
import { pointFlowPerDay, pointsOutstanding } from "../ledger/index.js";
import { redeemCauseKind, waitingRedemptions } from "../redeem/index.js";
import { accountCounts, signUpsPerDay } from "../users/index.js";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The last `days` days in the caller's time zone, today included, oldest first. The queries look a
 * day further on each side (time zones are at most 14 hours from UTC) and days outside the range
 * are dropped, so every day is whole.
 */
function daysEndingToday(days: number, timeZone: string, now: Date) {
  const keys = Array.from({ length: days }, (_, index) =>
    localDay(new Date(now.getTime() - (days - 1 - index) * dayMs), timeZone),
  );
  return { keys, from: new Date(now.getTime() - (days + 1) * dayMs), to: new Date(now.getTime() + dayMs) };
}

/** `GET /api/admin/dashboard`: the figures of each module, gathered through their indexes. */
export async function dashboardFigures(db: Db, days: number, timeZone: string, now = new Date()): Promise<Dashboard> {
  const range = daysEndingToday(days, timeZone, now);
  const window = { from: range.from, to: range.to, timeZone };
  const [signUps, active, flow, counts, outstanding, waiting] = await Promise.all([
    signUpsPerDay(db, window),
    activeMembersPerDay(db, window),
    pointFlowPerDay(db, { ...window, returnCauseKind: redeemCauseKind }),
    accountCounts(db),
    pointsOutstanding(db),
    waitingRedemptions(db, 5),
  ]);
  const perDay: DashboardDay[] = range.keys.map((date) => ({
    date,
    sign_ups: signUps.get(date) ?? 0,
    active_members: active.get(date) ?? 0,
    points_issued: flow.get(date)?.issued ?? 0,
    points_spent: flow.get(date)?.spent ?? 0,
    points_returned: flow.get(date)?.returned ?? 0,
  }));
  return {
    time_zone: timeZone,
    days: perDay,
    totals: {
      members: counts.accounts,
      suspended: counts.suspended,
      points_outstanding: outstanding,
      redemptions_waiting: waiting.count,
      redemptions_waiting_points: waiting.points,
    },
    waiting: waiting.oldest.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      point: request.point,
      user_email: request.user_email,
      created_at: request.created_at,
    })),
  };
}
