import { describe, expect, it } from "vitest";
import { groupedWhole, numberFormat } from "./number-format";

describe("number formats", () => {
  it("groups a whole number as Intl does for the app's languages", () => {
    for (const locale of ["en", "vi", "id"]) {
      for (const value of [0, 7, 999, 1_000, 21_673, 1_500_000, -1_234_567]) {
        expect(groupedWhole(value, locale), `${locale} ${value}`).toBe(new Intl.NumberFormat(locale).format(value));
      }
    }
  });

  it("makes each format once per language and options", () => {
    expect(numberFormat("vi")).toBe(numberFormat("vi"));
    expect(numberFormat("vi", { signDisplay: "always" })).not.toBe(numberFormat("vi"));
  });
});
