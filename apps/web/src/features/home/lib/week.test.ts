import { describe, expect, it } from "vitest";
import { weekdayOf } from "./week";

describe("the attendance strip's weekdays", () => {
  it("name the member's own calendar day, whatever the reader's zone", () => {
    expect(weekdayOf("2026-11-23", "en")).toBe("Mon");
    expect(weekdayOf("2026-11-29", "en")).toBe("Sun");
    expect(weekdayOf("not a day", "en")).toBe("not a day");
  });
});
