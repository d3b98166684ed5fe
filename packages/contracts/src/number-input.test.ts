import { describe, expect, it } from "vitest";
import { readNumber, readWholeNumber } from "./number-input.js";

describe("numbers as members type them", () => {
  it.each(["id", "vi"])("%s: the comma is the decimal mark, the point groups thousands", (locale) => {
    expect(readNumber("2,5", locale)).toBe(2.5);
    expect(readNumber("1.000", locale)).toBe(1000);
    expect(readNumber("1.234.567,89", locale)).toBe(1234567.89);
    expect(readNumber("1 000", locale)).toBe(1000);
    expect(readNumber("-3,25", locale)).toBe(-3.25);
    expect(readWholeNumber("1.000", locale)).toBe(1000);
    expect(readWholeNumber("2,5", locale)).toBeNull();
    expect(readWholeNumber("1,000", locale)).toBeNull();
  });

  it("en: the point is the decimal mark, the comma groups thousands", () => {
    expect(readNumber("2.5", "en")).toBe(2.5);
    expect(readNumber("1,000", "en")).toBe(1000);
    expect(readNumber("1,234,567.89", "en")).toBe(1234567.89);
    expect(readWholeNumber("1,000", "en")).toBe(1000);
    expect(readWholeNumber("1.000", "en")).toBeNull();
  });

  it.each(["en", "vi", "id"])("%s: a mark that cannot group thousands is the decimal mark, never dropped", (locale) => {
    expect(readNumber("12.5", locale)).toBe(12.5);
    expect(readNumber("2,5", locale)).toBe(2.5);
    expect(readWholeNumber("12.5", locale)).toBeNull();
    expect(readWholeNumber("12,5", locale)).toBeNull();
    expect(readWholeNumber("125", locale)).toBe(125);
  });

  it.each(["en", "vi", "id"])("%s: anything else is not a number", (locale) => {
    for (const typed of [
      "",
      " ",
      "abc",
      "1e3",
      "0x10",
      "12a",
      "1.2.3",
      "1,2,3",
      "1..0",
      ",5",
      "5,",
      "--1",
      "+1",
      "Infinity",
    ]) {
      expect(readNumber(typed, locale), typed).toBeNull();
    }
    expect(readNumber("1234567890123456", locale)).toBeNull();
  });
});
