import {
  type AttendanceState,
  alreadyCheckedInMessage,
  type CheckInData,
  errorCodes,
  streakBonusNote,
} from "@rewards/contracts";
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { addDays, localDay, startOfLocalDay } from "../../lib/local-day.js";
import { recordActivity } from "../activity/index.js";
import { readSetting } from "../app-settings/index.js";
import { balanceOf, postPoints } from "../ledger/index.js";
import {
  type AttendanceFacts,
  type AttendanceRules,
  canCheckIn,
  daysToWeeklyBonus,
  liveStreak,
  planCheckIn,
  weekLength,
} from "./rules.js";
import { type AttendanceRow, attendanceCheckIns, memberAttendance } from "./tables.js";

export type Moment = { now: Date; timeZone: string };

const noFacts: AttendanceFacts = { lastDay: null, lastCheckedInAt: null, nextAllowedAt: null, streak: 0, freezes: 0 };

const alreadyCheckedIn = () => new AppError(409, errorCodes.alreadyCheckedIn, alreadyCheckedInMessage);

/** The last seven days ending today: checked in, or missed but covered by a freeze. */
async function weekOf(db: DbOrTx, userId: string, today: string) {
  const first = addDays(today, -(weekLength - 1));
  const rows = await db
    .select({ day: attendanceCheckIns.day, freezesUsed: attendanceCheckIns.freezesUsed })
    .from(attendanceCheckIns)
    .where(and(eq(attendanceCheckIns.userId, userId), gte(attendanceCheckIns.day, addDays(first, -weekLength))))
    .orderBy(desc(attendanceCheckIns.day));
  const checkedIn = new Set(rows.map((row) => row.day));
  const frozen = new Set(
    rows.flatMap((row) => Array.from({ length: row.freezesUsed }, (_, n) => addDays(row.day, -n - 1))),
  );
  return Array.from({ length: weekLength }, (_, n) => {
    const day = addDays(first, n);
    return { day, checked_in: checkedIn.has(day), frozen: frozen.has(day) };
  });
}

/** When a closed check-in opens again: the later of the ends of the last one's day in its zone and in this one. */
function nextOpening(facts: AttendanceFacts, timeZone: string): Date {
  const last = facts.lastCheckedInAt ?? new Date(0);
  const here = startOfLocalDay(addDays(localDay(last, timeZone), 1), timeZone);
  return facts.nextAllowedAt && facts.nextAllowedAt > here ? facts.nextAllowedAt : here;
}

function stateOf(
  facts: AttendanceFacts,
  rules: AttendanceRules,
  { now, timeZone }: Moment,
  week: AttendanceState["week"],
): AttendanceState {
  const today = localDay(now, timeZone);
  const open = canCheckIn(facts, now, timeZone);
  const streak = liveStreak(facts, today);
  return {
    today,
    checked_in_today: !open,
    next_check_in_at: open ? null : nextOpening(facts, timeZone).toISOString(),
    streak,
    freezes: facts.freezes,
    max_freezes: rules.streak_freeze.max_held,
    daily_points: rules.daily_points,
    weekly_bonus_points: rules.weekly_bonus_points,
    days_to_weekly_bonus: daysToWeeklyBonus(streak),
    week,
  };
}

/** `GET attendance` and the home screen: where the member's attendance stands today. */
export async function attendanceStateOf(db: DbOrTx, userId: string, moment: Moment): Promise<AttendanceState> {
  const [[row], rules, week] = await readTogether(db, [
    () => db.select().from(memberAttendance).where(eq(memberAttendance.userId, userId)),
    () => readSetting(db, "attendance"),
    () => weekOf(db, userId, localDay(moment.now, moment.timeZone)),
  ]);
  return stateOf(row ?? noFacts, rules, moment, week);
}

const sameLastCheckIn = (row: AttendanceRow) =>
  row.lastCheckedInAt === null
    ? isNull(memberAttendance.lastCheckedInAt)
    : eq(memberAttendance.lastCheckedInAt, row.lastCheckedInAt);

/**
 * `POST attendance/check_in`, in the caller's transaction: moves the member's attendance on by one
 * conditional update (parallel check-ins queue on the row and all but the first find the day
 * taken), logs the check-in, posts the day's points and the weekly bonus (history type Attendance,
 * keys naming the attendance day) and records `daily_check_in`.
 */
export async function checkIn(tx: Tx, userId: string, moment: Moment): Promise<CheckInData> {
  const { now, timeZone } = moment;
  await tx.insert(memberAttendance).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(memberAttendance).where(eq(memberAttendance.userId, userId));
  if (!row) throw new Error("attendance row vanished");
  const rules = await readSetting(tx, "attendance");
  const plan = planCheckIn(row, now, timeZone, rules);
  if (!plan) throw alreadyCheckedIn();

  const [moved] = await tx
    .update(memberAttendance)
    .set({
      lastDay: plan.day,
      lastCheckedInAt: now,
      lastTimeZone: timeZone,
      nextAllowedAt: plan.nextAllowedAt,
      streak: plan.streak,
      freezes: plan.freezes,
      updatedAt: now,
    })
    .where(and(eq(memberAttendance.userId, userId), sameLastCheckIn(row)))
    .returning();
  if (!moved) throw alreadyCheckedIn();

  await tx.insert(attendanceCheckIns).values({
    id: newId(),
    userId,
    day: plan.day,
    checkedInAt: now,
    timeZone,
    streak: plan.streak,
    points: plan.points,
    bonusPoints: plan.weeklyBonus,
    freezesUsed: plan.freezesUsed,
  });
  let remaining: number | null = null;
  const cause = { kind: "attendance", id: `${userId}:${plan.day}` };
  if (plan.points > 0) {
    const { entry } = await postPoints(tx, {
      userId,
      amountCents: plan.points,
      type: "Attendance",
      cause,
      idempotencyKey: `attendance:${userId}:${plan.day}`,
    });
    remaining = entry.balanceAfter;
  }
  if (plan.weeklyBonus > 0) {
    const { entry } = await postPoints(tx, {
      userId,
      amountCents: plan.weeklyBonus,
      type: "Attendance",
      cause,
      idempotencyKey: `attendance:${userId}:${plan.day}:weekly`,
      note: streakBonusNote(plan.streak),
    });
    remaining = entry.balanceAfter;
  }
  await recordActivity(tx, {
    userId,
    kind: "daily_check_in",
    cause: `${userId}:${plan.day}`,
    detail: { day: plan.day, streak: plan.streak },
    timeZone,
    occurredAt: now,
  });
  const state = stateOf(moved, rules, moment, await weekOf(tx, userId, localDay(now, timeZone)));
  return {
    ...state,
    awarded: plan.points + plan.weeklyBonus,
    weekly_bonus: plan.weeklyBonus,
    freeze_earned: plan.freezeEarned,
    freezes_used: plan.freezesUsed,
    remaining: remaining ?? (await balanceOf(tx, userId)),
  };
}
