import { describe, expect, it } from "vitest";
import { campaignStatus, mondaysFrom, weekEnd } from "./bingo-weeks";

describe("bingo weeks in the console", () => {
  it("offers this week's Monday and the ones after it, whatever the weekday", () => {
    expect(mondaysFrom(new Date(2026, 2, 4, 15), 3)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(mondaysFrom(new Date(2026, 2, 8, 23), 1)).toEqual(["2026-03-02"]);
    expect(mondaysFrom(new Date(2026, 2, 9, 0, 5), 1)).toEqual(["2026-03-09"]);
  });

  it("ends a week on its Sunday, across a month", () => {
    expect(weekEnd("2026-03-30")).toBe("2026-04-05");
  });

  it("opens a week when Monday begins in the first zone and closes it once the seed is revealed", () => {
    const week = { week_start: "2026-03-09", server_seed: null };
    expect(campaignStatus(week, new Date("2026-03-08T09:59:00Z"))).toBe("upcoming");
    expect(campaignStatus(week, new Date("2026-03-08T10:00:00Z"))).toBe("open");
    expect(campaignStatus(week, new Date("2026-03-16T11:00:00Z"))).toBe("open");
    expect(campaignStatus({ ...week, server_seed: "ab" }, new Date("2026-03-16T12:00:00Z"))).toBe("closed");
  });
});
