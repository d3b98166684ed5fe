import { describe, expect, it } from "vitest";
import { jobRibbon } from "./jobs.js";

const now = Date.parse("2026-11-27T12:00:00Z");
const open = {
  applied: false,
  status: "open",
  hiredCount: 0,
  workersNeeded: 2,
  deadline: null,
  seen: false,
  now,
} as const;

describe("the ribbon on a worker's job card", () => {
  it("is new until seen, then open", () => {
    expect(jobRibbon(open)).toBe("new");
    expect(jobRibbon({ ...open, seen: true })).toBe("open");
  });
  it("is closed when the job takes no more applications", () => {
    expect(jobRibbon({ ...open, status: "closed" })).toBe("closed");
    expect(jobRibbon({ ...open, hiredCount: 2 })).toBe("closed");
    expect(jobRibbon({ ...open, deadline: new Date(now - 1) })).toBe("closed");
    expect(jobRibbon({ ...open, deadline: new Date(now + 60_000) })).toBe("new");
  });
  it("says applied once the worker applied, whatever became of the job", () => {
    expect(jobRibbon({ ...open, applied: true })).toBe("applied");
    expect(jobRibbon({ ...open, applied: true, status: "closed", seen: true })).toBe("applied");
  });
});
