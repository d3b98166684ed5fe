import { afterEach, describe, expect, it } from "vitest";
import { birthDayForServer, birthDayInputValue, formatBirthDay, isCalendarDay, todayInputValue } from "./birthday";

const originalZone = process.env.TZ;

describe("the birthday sent to the server", () => {
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  // West and east of UTC, past the date line, with half hours and on a DST change.
  it.each([
    "UTC",
    "Asia/Jakarta",
    "Asia/Ho_Chi_Minh",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "Pacific/Kiritimati",
    "America/Los_Angeles",
    "Pacific/Pago_Pago",
  ])("is midnight UTC of the picked day in %s", (zone) => {
    process.env.TZ = zone;
    for (const day of ["1995-05-01", "2000-01-01", "1988-12-31", "2024-02-29", "2024-03-10", "2024-11-03"]) {
      const sent = birthDayForServer(day);
      expect(sent).toBe(`${day}T00:00:00.000Z`);
      const [year, month, date] = day.split("-").map(Number) as [number, number, number];
      expect(new Date(sent).getTime()).toBe(Date.UTC(year, month - 1, date));
    }
  });

  it("refuses a day that does not exist", () => {
    expect(() => birthDayForServer("2023-02-29")).toThrow(RangeError);
    expect(() => birthDayForServer("01/05/1995")).toThrow(RangeError);
  });
});

describe("the birthday shown back", () => {
  it("fills the date input with the stored day, whether a day or a shifted instant", () => {
    expect(birthDayInputValue("1995-05-01")).toBe("1995-05-01");
    expect(birthDayInputValue("1995-05-01T00:00:00.000Z")).toBe("1995-05-01");
    expect(birthDayInputValue(null)).toBe("");
  });

  it("is written as the stored day in every time zone", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatBirthDay("1995-05-01", "en")).toBe("May 1, 1995");
    process.env.TZ = originalZone;
  });
});

describe("calendar days", () => {
  it("accept real days only", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2023-13-01")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });

  it("give today as the user's local day", () => {
    expect(todayInputValue(new Date(2026, 0, 9, 23, 59))).toBe("2026-01-09");
  });
});
