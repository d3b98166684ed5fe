import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasUnpairedSurrogate, int, int32, queryInt, text, textMessages } from "./text.js";

describe("text()", () => {
  const name = text({ min: 1, max: 10 });

  it("refuses a NUL byte and a lone surrogate by name", () => {
    expect(name.safeParse("ab\u0000c").error?.issues[0]?.message).toBe(textMessages.nul);
    expect(name.safeParse("ab\ud800c").error?.issues[0]?.message).toBe(textMessages.surrogate);
    expect(name.safeParse("\udc00").error?.issues[0]?.message).toBe(textMessages.surrogate);
  });

  it("keeps paired surrogates (emoji) and normalizes to NFC before measuring", () => {
    expect(name.parse(" 😀 ")).toBe("😀");
    expect(name.parse("e\u0301")).toBe("\u00e9");
    expect(text({ max: 3, trim: false }).parse(" a ")).toBe(" a ");
  });

  it("bounds the length after trimming", () => {
    expect(name.safeParse("   ").success).toBe(false);
    expect(name.safeParse("x".repeat(11)).success).toBe(false);
  });

  it("never lets through a string PostgreSQL could not store (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const parsed = text({ max: 10_000, trim: false }).safeParse(value);
        if (parsed.success) {
          expect(parsed.data.includes("\u0000")).toBe(false);
          expect(hasUnpairedSurrogate(parsed.data)).toBe(false);
          expect(Buffer.from(parsed.data, "utf8").toString("utf8")).toBe(parsed.data);
        }
      }),
    );
  });
});

describe("int() and queryInt()", () => {
  it("bound a whole number to PostgreSQL integer unless told narrower", () => {
    expect(int().safeParse(int32.max).success).toBe(true);
    expect(int().safeParse(int32.max + 1).success).toBe(false);
    expect(int().safeParse(1.5).success).toBe(false);
    expect(int({ min: 0, max: 5 }).safeParse(6).success).toBe(false);
  });

  it("read query strings strictly", () => {
    expect(queryInt().parse("12")).toBe(12);
    expect(queryInt().safeParse("1.5").success).toBe(false);
    expect(queryInt().safeParse("9e99").success).toBe(false);
    expect(queryInt().safeParse("abc").success).toBe(false);
    for (const written of ["0x10", "0b11", "0o7", " 12", "12 ", "+12", "", "1_000", "Infinity"]) {
      expect(queryInt().safeParse(written).success, written).toBe(false);
    }
    expect(queryInt().parse("-3")).toBe(-3);
  });
});
