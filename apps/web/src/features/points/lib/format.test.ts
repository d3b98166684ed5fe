import { describe, expect, it } from "vitest";
import {
  formatCompactPoints,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatMoney,
  formatPoints,
  formatSignedPoints,
} from "./format";

// Intl separates a currency from its amount with a no-break space in some locales.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("points and money", () => {
  it("group digits the way each locale does", () => {
    expect(formatPoints(20_000, "en")).toBe("20,000");
    expect(formatPoints(20_000, "vi")).toBe("20.000");
    expect(formatPoints(20_000, "id")).toBe("20.000");
  });

  it("always sign a movement, and write a minus for a debit", () => {
    expect(formatSignedPoints(200, "en")).toBe("+200");
    expect(formatSignedPoints(-1000, "en")).toBe("-1,000");
    expect(formatSignedPoints(-1000, "id")).toBe("-1.000");
  });

  it("shorten a balance for the bottom bar", () => {
    expect(formatCompactPoints(20_000, "en")).toBe("20K");
    expect(formatCompactPoints(950, "en")).toBe("950");
  });

  it("show rupiah and dong without minor units", () => {
    expect(plain(formatMoney(2_600_000, "IDR", "id"))).toBe("Rp 2.600.000");
    expect(plain(formatMoney(2_600_000, "VND", "vi"))).toBe("2.600.000 ₫");
    expect(plain(formatMoney(127_500, "IDR", "en"))).toBe("IDR 127,500");
  });
});

describe("dates", () => {
  it("write an instant's day in the reader's zone", () => {
    const lateEvening = "2026-11-21T18:30:00.000Z";
    expect(formatDate(lateEvening, "en", "UTC")).toBe("November 21, 2026");
    expect(formatDate(lateEvening, "id", "Asia/Jakarta")).toBe("22 November 2026");
    expect(plain(formatDateTime(lateEvening, "en", "Asia/Ho_Chi_Minh"))).toBe("Nov 22, 2026, 1:30 AM");
  });

  it("write a group's day key as that very day, whatever the zone", () => {
    expect(formatDayKey("2026-11-21", "en")).toBe("Saturday, November 21, 2026");
    expect(formatDayKey("2026-11-21", "id")).toBe("Sabtu, 21 November 2026");
    expect(formatDayKey("not-a-day", "en")).toBe("not-a-day");
  });
});
