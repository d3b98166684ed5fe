import { errorCodes, jobProfileMessages } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { isNoProfile } from "./refusal-text";

describe("a step refused for want of a worker profile", () => {
  it("is told apart from any other not_found by the spec's message", () => {
    expect(isNoProfile(new ApiError(404, errorCodes.notFound, jobProfileMessages.noProfile))).toBe(true);
    expect(isNoProfile(new ApiError(404, errorCodes.notFound, "This job was not found."))).toBe(false);
    expect(isNoProfile(new ApiError(409, errorCodes.alreadyExists, jobProfileMessages.noProfile))).toBe(false);
    expect(isNoProfile(new Error(jobProfileMessages.noProfile))).toBe(false);
  });
});
