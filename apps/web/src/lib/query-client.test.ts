import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { retryUnlessRefused } from "./query-client";

const answered = (status: number) => new ApiError(status, "x", "message");

describe("retryUnlessRefused", () => {
  it("does not ask again for an answer that will not change", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryUnlessRefused(0, answered(status))).toBe(false);
  });

  it("tries three more times for what may pass", () => {
    for (const error of [answered(500), answered(503), answered(408), answered(429), new TypeError("offline")]) {
      expect(retryUnlessRefused(0, error)).toBe(true);
      expect(retryUnlessRefused(2, error)).toBe(true);
      expect(retryUnlessRefused(3, error)).toBe(false);
    }
  });
});
