import { homeSections } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { homeRows } from "./home-layout";

describe("homeRows", () => {
  it("pairs half-width sections and gives the earning menu its own row, keeping the order", () => {
    expect(homeRows(homeSections)).toEqual([
      ["hero", "attendance"],
      ["earn_menu"],
      ["daily_missions", "surveys"],
      ["invite"],
    ]);
  });

  it("leaves a hidden section out and lets a section without a partner take the row alone", () => {
    expect(homeRows(["surveys", "earn_menu", "hero", "invite", "attendance"])).toEqual([
      ["surveys"],
      ["earn_menu"],
      ["hero", "invite"],
      ["attendance"],
    ]);
    expect(homeRows([])).toEqual([]);
  });
});
