import type { CheckInData } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { awardLines } from "./award";

const checkIn = (extra: Partial<CheckInData>): CheckInData => ({
  today: "2026-11-23",
  checked_in_today: true,
  next_check_in_at: null,
  streak: 3,
  freezes: 0,
  max_freezes: 2,
  daily_points: 5,
  weekly_bonus_points: 20,
  days_to_weekly_bonus: 4,
  week: [],
  awarded: 5,
  weekly_bonus: 0,
  freeze_earned: false,
  freezes_used: 0,
  remaining: 105,
  ...extra,
});

describe("the check-in's award", () => {
  it("is the day's points alone on an ordinary day", () => {
    expect(awardLines(checkIn({}))).toEqual([{ key: "attendance.award.points", values: { points: 5 } }]);
  });

  it("names the weekly bonus, the freezes spent and the freeze earned when they happened", () => {
    const lines = awardLines(checkIn({ awarded: 25, weekly_bonus: 20, freeze_earned: true, freezes_used: 2 }));
    expect(lines.map((line) => line.key)).toEqual([
      "attendance.award.points",
      "attendance.award.weekly",
      "attendance.award.freezesUsed",
      "attendance.award.freezeEarned",
    ]);
    expect(lines[0]?.values.points).toBe(25);
    expect(lines[2]?.values.count).toBe(2);
  });
});
