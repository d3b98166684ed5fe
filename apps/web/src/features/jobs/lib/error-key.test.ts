import { errorCodes } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import { errorKey } from "./error-key";

const read = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe("what a failed step says", () => {
  it("names the server's codes it knows, each with a message in the catalog", () => {
    const cases: [ApiError | Error, string][] = [
      [new ApiError(409, errorCodes.alreadyExists, "You have already applied to this job."), "errors.already"],
      [new ApiError(409, errorCodes.jobNotOpen, "This job is closed."), "errors.closed"],
      [new ApiError(409, errorCodes.applicationStateConflict, "moved"), "errors.moved"],
      [new ApiError(409, errorCodes.forbidden, "You cannot apply to your own job."), "errors.ownJob"],
      [new ApiError(404, errorCodes.notFound, "No Profile found"), "errors.noProfile"],
      [new ApiError(404, errorCodes.notFound, "This job was not found."), "errors.notFound"],
      [new ApiError(0, "network_error", "Network Error"), "errors.network"],
      [new ApiError(400, "validation_failed", "x"), "errors.check"],
      [new ApiError(500, "internal", "x"), "errors.failed"],
      [new Error("x"), "errors.failed"],
    ];
    for (const [error, key] of cases) {
      expect(errorKey(error)).toBe(key);
      expect(typeof read(key)).toBe("string");
    }
  });
});
