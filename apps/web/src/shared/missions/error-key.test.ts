import { errorCodes, missionMessages } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { missionErrorKey } from "./error-key";
import en from "./locales/en.json";
import vi from "./locales/vi.json";

const inCatalog = (key: string) => key.startsWith("errors.") && key.slice("errors.".length) in en.errors;

describe("a refused claim in the member's words", () => {
  it("names the spec's two mission messages by their codes, in every language", () => {
    const notClaimable = new ApiError(409, errorCodes.missionNotClaimable, missionMessages.notClaimable);
    const checkFailed = new ApiError(503, errorCodes.missionCheckFailed, missionMessages.checkFailed);
    expect(missionErrorKey(notClaimable, inCatalog)).toBe("errors.mission_not_claimable");
    expect(missionErrorKey(checkFailed, inCatalog)).toBe("errors.mission_check_failed");
    expect(en.errors.mission_not_claimable).toBe(missionMessages.notClaimable);
    expect(en.errors.mission_check_failed).toBe(missionMessages.checkFailed);
    expect(vi.errors.mission_not_claimable).not.toBe(missionMessages.notClaimable);
  });

  it("falls back to the generic message for anything else", () => {
    expect(missionErrorKey(new ApiError(0, "network_error", "Network Error"), inCatalog)).toBe("errors.generic");
    expect(missionErrorKey(new Error("boom"), inCatalog)).toBe("errors.generic");
  });
});
