import type { CheckInData, EarnWay } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { awardLines } from "./award";
import { earnWayText } from "./earn-ways";
import { weekdayOf } from "./week";

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

describe("what a way to earn pays", () => {
  const points = (value: number) => `${value}p`;
  const way = (extra: Partial<EarnWay>): EarnWay => ({
    key: "survey",
    path: "/home/survey",
    available: true,
    amounts: {},
    ...extra,
  });

  it("formats points and keeps counts as numbers for the plural", () => {
    expect(earnWayText(way({ amounts: { open: 3, min: 50, max: 200 } }), points)).toEqual({
      key: "ways.survey.pays",
      values: { open: 3, count: 3, min: "50p", max: "200p" },
    });
    expect(earnWayText(way({ key: "level_missions", amounts: { total: 90, count: 4, level: 2 } }), points)).toEqual({
      key: "ways.level_missions.pays",
      values: { total: "90p", count: 4, level: 2 },
    });
  });

  it("says a single survey reward once, and nothing open when nothing is", () => {
    expect(earnWayText(way({ amounts: { open: 1, min: 50, max: 50 } }), points).key).toBe("ways.survey.single");
    expect(earnWayText(way({ amounts: { open: 0, min: 0, max: 0 } }), points).key).toBe("ways.survey.none");
    expect(earnWayText(way({ key: "daily_missions", amounts: { total: 0, count: 0 } }), points).key).toBe(
      "ways.daily_missions.none",
    );
  });

  it("describes a way not launched yet without figures", () => {
    expect(earnWayText(way({ key: "bingo", available: false }), points)).toEqual({
      key: "ways.bingo.soon",
      values: {},
    });
  });
});

describe("the attendance strip's weekdays", () => {
  it("name the member's own calendar day, whatever the reader's zone", () => {
    expect(weekdayOf("2026-11-23", "en")).toBe("Mon");
    expect(weekdayOf("2026-11-29", "en")).toBe("Sun");
    expect(weekdayOf("not a day", "en")).toBe("not a day");
  });
});
