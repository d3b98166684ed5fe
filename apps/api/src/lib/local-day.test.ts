import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDay, startOfLocalDay, timeZoneOf } from "./local-day.js";

describe("time zones from the TimeZone header", () => {
  it("keeps IANA zones, canonically spelled", () => {
    expect(timeZoneOf("Asia/Jakarta")).toBe("Asia/Jakarta");
    expect(timeZoneOf("asia/jakarta")).toBe("Asia/Jakarta");
    expect(localDay(new Date("2026-03-01T18:30:00Z"), timeZoneOf("Asia/Ho_Chi_Minh"))).toBe("2026-03-02");
    expect(timeZoneOf(["Asia/Tokyo", "UTC"])).toBe("Asia/Tokyo");
  });

  it("answers the same the second time, and for many spellings of one zone", () => {
    for (let round = 0; round < 2; round++) {
      expect(timeZoneOf("Asia/Jakarta")).toBe("Asia/Jakarta");
      expect(timeZoneOf("Mars/Olympus")).toBe("UTC");
    }
    // More spellings than the memo keeps: it starts again, and every one still names the zone.
    const spellings = Array.from({ length: 1_100 }, (_, n) =>
      [..."asia/jakarta"].map((letter, at) => ((n >> at) & 1 ? letter.toUpperCase() : letter)).join(""),
    );
    for (const spelling of spellings) expect(timeZoneOf(spelling)).toBe("Asia/Jakarta");
  });

  it("falls back to UTC for what is missing, malformed or unknown", () => {
    for (const header of [undefined, "", "Mars/Olympus", "Asia/Jakarta; drop table", "../etc", "x".repeat(80)]) {
      expect(timeZoneOf(header)).toBe("UTC");
    }
  });
});

describe("local days", () => {
  const at = new Date("2026-03-01T18:30:00Z");

  it("puts one instant on different days in different zones", () => {
    expect(localDay(at, "UTC")).toBe("2026-03-01");
    expect(localDay(at, "Asia/Jakarta")).toBe("2026-03-02");
    expect(localDay(at, "America/Los_Angeles")).toBe("2026-03-01");
  });

  it("finds where a day starts, also on days when clocks change", () => {
    expect(startOfLocalDay("2026-03-02", "Asia/Jakarta").toISOString()).toBe("2026-03-01T17:00:00.000Z");
    expect(startOfLocalDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    // Santiago's clocks jump from 24:00 to 01:00 in September: the day starts at 01:00 local.
    const santiago = startOfLocalDay("2026-09-06", "America/Santiago");
    expect(localDay(santiago, "America/Santiago")).toBe("2026-09-06");
    expect(localDay(new Date(santiago.getTime() - 1000), "America/Santiago")).toBe("2026-09-05");
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(daysBetween("2026-01-02", "2026-01-02")).toBe(0);
  });
});
