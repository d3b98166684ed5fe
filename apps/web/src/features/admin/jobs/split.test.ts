import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { isShareRefused, splitOf } from "./split";

describe("splitOf", () => {
  it("splits the escrow between the worker's share and the client's refund, fee off the share", () => {
    expect(splitOf("10000", 30_000)).toEqual({ share: 10_000, refund: 20_000, fee: 1_000, workerReceives: 9_000 });
    expect(splitOf(" 1 ", 30_000)).toMatchObject({ share: 1, refund: 29_999 });
    expect(splitOf("29999", 30_000)).toMatchObject({ share: 29_999, refund: 1 });
  });

  it("refuses what the server refuses: nothing, all, beyond the escrow, or not a whole number", () => {
    expect(splitOf("0", 30_000)).toBe("range");
    expect(splitOf("30000", 30_000)).toBe("range");
    expect(splitOf("40000", 30_000)).toBe("range");
    expect(splitOf("", 30_000)).toBe("whole");
    expect(splitOf("12.5", 30_000)).toBe("whole");
    expect(splitOf("-5", 30_000)).toBe("whole");
    expect(splitOf("1e4", 30_000)).toBe("whole");
  });
});

describe("a refused split", () => {
  it("is the one the server refused for the worker's share", () => {
    expect(isShareRefused(new ApiError(400, "validation_failed", "x", "worker_amount"))).toBe(true);
    expect(isShareRefused(new ApiError(400, "validation_failed", "x", "note"))).toBe(false);
    expect(isShareRefused(new Error("boom"))).toBe(false);
  });
});
