import { describe, expect, it } from "vitest";
import { campaignPhase } from "./campaign-phase";

const now = new Date("2026-06-01T12:00:00Z");
const running = { state: "active" as const, starts_at: "2026-05-01T00:00:00Z", ends_at: null };

describe("campaignPhase", () => {
  it("says active while an active campaign runs", () => {
    expect(campaignPhase(running, now)).toBe("active");
    expect(campaignPhase({ ...running, ends_at: "2026-06-02T00:00:00Z" }, now)).toBe("active");
  });

  it("says ended once the end has passed, whatever the state", () => {
    expect(campaignPhase({ ...running, ends_at: "2026-06-01T12:00:00Z" }, now)).toBe("ended");
    expect(campaignPhase({ ...running, state: "paused", ends_at: "2026-05-20T00:00:00Z" }, now)).toBe("ended");
  });

  it("says scheduled for an active campaign not started yet, and keeps paused and draft", () => {
    expect(campaignPhase({ ...running, starts_at: "2026-06-10T00:00:00Z" }, now)).toBe("scheduled");
    expect(campaignPhase({ ...running, state: "paused" }, now)).toBe("paused");
    expect(campaignPhase({ ...running, state: "draft", starts_at: "2026-06-10T00:00:00Z" }, now)).toBe("draft");
  });
});
