import { describe, expect, it } from "vitest";
import { weekdayIn, weekdayName, weekRows } from "./hours";

describe("store hours", () => {
  it("reads today in the store's time zone", () => {
    // 23:30 UTC on a Monday is already Tuesday in Jakarta (UTC+7).
    const mondayLate = new Date("2026-11-23T23:30:00Z");
    expect(weekdayIn("UTC", mondayLate)).toBe(1);
    expect(weekdayIn("Asia/Jakarta", mondayLate)).toBe(2);
  });

  it("names weekdays in the page's language", () => {
    expect(weekdayName(0, "en")).toBe("Sunday");
    expect(weekdayName(1, "id")).toBe("Senin");
  });

  it("lists the week Monday first, with closed days empty", () => {
    const rows = weekRows([{ weekday: 0, opens: "08:00", closes: "22:00" }]);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows[6]?.hours?.opens).toBe("08:00");
    expect(rows[0]?.hours).toBeNull();
  });
});
