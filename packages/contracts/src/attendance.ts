import { z } from "zod";
import { okEnvelope } from "./envelope.js";

/** One of the last seven days on the attendance strip. */
export const attendanceDay = z.object({
  /** The member's calendar day, `YYYY-MM-DD`. */
  day: z.string(),
  checked_in: z.boolean(),
  /** Missed, but a streak freeze kept the streak going. */
  frozen: z.boolean(),
});

/**
 * Where the member's daily attendance stands, in their `TimeZone`: whether today's check-in is
 * done, the streak (0 once a missed day has broken it), the freezes held and what the check-in pays.
 */
export const attendanceState = z.object({
  today: z.string(),
  checked_in_today: z.boolean(),
  /** When the next check-in opens, when today's is done; null while it is open. */
  next_check_in_at: z.string().nullable(),
  streak: z.number().int(),
  freezes: z.number().int(),
  max_freezes: z.number().int(),
  daily_points: z.number().int(),
  weekly_bonus_points: z.number().int(),
  /** Check-ins until the next day-7 bonus, counting the next one (1 = the next check-in pays it). */
  days_to_weekly_bonus: z.number().int(),
  /** The last seven days, oldest first, ending today. */
  week: z.array(attendanceDay),
});
export type AttendanceState = z.infer<typeof attendanceState>;
export const attendanceAnswer = okEnvelope(attendanceState);

/** `POST attendance/check_in`: what it paid, and the state after it. */
export const checkInData = attendanceState.extend({
  /** The day's points plus the weekly bonus when this check-in completed 7 days. */
  awarded: z.number().int(),
  weekly_bonus: z.number().int(),
  freeze_earned: z.boolean(),
  freezes_used: z.number().int(),
  remaining: z.number().int(),
});
export type CheckInData = z.infer<typeof checkInData>;
export const checkInAnswer = okEnvelope(checkInData);

export const alreadyCheckedInMessage = "You have already checked in today.";
