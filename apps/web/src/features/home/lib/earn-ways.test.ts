import type { EarnWay } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { earnWayText } from "./earn-ways";

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

  it("counts a shop check-in's stars for the plural, and formats its points", () => {
    expect(earnWayText(way({ key: "shops", amounts: { points: 5, stars: 1 } }), points)).toEqual({
      key: "ways.shops.pays",
      values: { points: points(5), stars: 1, count: 1 },
    });
  });

  it("counts the open jobs and formats the largest fee, and says when none is open", () => {
    expect(earnWayText(way({ key: "jobs", amounts: { open: 4, max: 1500 } }), points)).toEqual({
      key: "ways.jobs.pays",
      values: { open: 4, count: 4, max: "1500p" },
    });
    expect(earnWayText(way({ key: "jobs", amounts: { open: 0, max: 0 } }), points).key).toBe("ways.jobs.none");
  });

  it("describes a way not launched yet without figures", () => {
    expect(earnWayText(way({ key: "bingo", available: false }), points)).toEqual({
      key: "ways.bingo.soon",
      values: {},
    });
  });
});
