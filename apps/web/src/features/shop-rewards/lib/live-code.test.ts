import { describe, expect, it } from "vitest";
import { clockOffset, groupCode, liveState, refreshDelay } from "./live-code";

const window = { code: "482913", expiresAt: 100_000, periodSeconds: 10 };

describe("liveState", () => {
  it("counts down the whole seconds left and the share of the window", () => {
    expect(liveState(window, 90_000)).toEqual({ secondsLeft: 10, fraction: 1, expired: false });
    expect(liveState(window, 95_000)).toEqual({ secondsLeft: 5, fraction: 0.5, expired: false });
    expect(liveState(window, 99_001).secondsLeft).toBe(1);
  });

  it("says expired at and after the window's end", () => {
    expect(liveState(window, 100_000)).toEqual({ secondsLeft: 0, fraction: 0, expired: true });
    expect(liveState(window, 120_000).expired).toBe(true);
  });

  it("never shows more than a whole window, even when the clocks disagree", () => {
    expect(liveState(window, 50_000).fraction).toBe(1);
  });
});

describe("clockOffset", () => {
  it("takes the server's time at the middle of the round trip", () => {
    expect(clockOffset(10_500, 1_000, 2_000)).toBe(9_000);
    expect(clockOffset(1_000, 1_000, 1_000)).toBe(0);
  });
});

describe("refreshDelay", () => {
  it("asks just after the code expires, never in a tight loop", () => {
    expect(refreshDelay(window, 95_000)).toBe(5_100);
    expect(refreshDelay(window, 200_000)).toBe(250);
  });
});

describe("groupCode", () => {
  it("groups by three", () => {
    expect(groupCode("482913")).toBe("482 913");
    expect(groupCode("48291")).toBe("482 91");
    expect(groupCode("B6CEVMKN-059698")).toBe("B6CEVMKN-059 698");
  });
});
