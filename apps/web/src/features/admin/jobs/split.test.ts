import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { refusalKey, splitOf } from "./split";

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

describe("refusalKey", () => {
  it("names the server's refusals in the console's words", () => {
    expect(refusalKey(new ApiError(409, "application_state_conflict", "already"))).toBe("settled");
    expect(refusalKey(new ApiError(404, "not_found", "gone"))).toBe("notFound");
    expect(refusalKey(new ApiError(403, "forbidden", "no"))).toBe("forbidden");
    expect(refusalKey(new ApiError(400, "validation_failed", "x", "worker_amount"))).toBe("share");
    expect(refusalKey(new ApiError(400, "validation_failed", "x", "note"))).toBe("check");
    expect(refusalKey(new ApiError(0, "network", "offline"))).toBe("network");
    expect(refusalKey(new ApiError(500, "internal", "boom"))).toBe("failed");
    expect(refusalKey(new Error("boom"))).toBe("failed");
  });
});
