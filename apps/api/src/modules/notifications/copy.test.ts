import { describe, expect, it } from "vitest";
import { notificationWords } from "./copy.js";

describe("a check-in's notice", () => {
  it("counts stars and points in English, one or many", () => {
    const said = (stars: number, points: number) =>
      notificationWords("shop_checked_in", { store: "Toko Maju", stars, points }, "en").body;
    expect(said(1, 5)).toBe("You earned 1 star and 5 points at Toko Maju.");
    expect(said(2, 1)).toBe("You earned 2 stars and 1 point at Toko Maju.");
    expect(said(1, 1500)).toBe("You earned 1 star and 1,500 points at Toko Maju.");
  });
});
