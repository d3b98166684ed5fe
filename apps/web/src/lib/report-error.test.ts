import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { shouldReport } from "./report-error";

describe("which errors are reported", () => {
  it("skips 401, 502, 504 and network errors, as the spec says", () => {
    for (const status of [401, 502, 504]) expect(shouldReport(new ApiError(status, "x", "m"))).toBe(false);
    expect(shouldReport(new ApiError(0, "network_error", "Network Error"))).toBe(false);
    expect(shouldReport(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("reports other failures", () => {
    expect(shouldReport(new ApiError(500, "internal_error", "m"))).toBe(true);
    expect(shouldReport(new ApiError(404, "not_found", "m"))).toBe(true);
    expect(shouldReport(new Error("Cannot read properties of undefined"))).toBe(true);
  });
});
