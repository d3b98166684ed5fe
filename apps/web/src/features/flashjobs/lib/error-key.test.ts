import { errorCodes } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import { showcaseErrorKey } from "./error-key";

const lookup = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as never)?.[part], en);

describe("a refused upload, in the member's words", () => {
  it("names the refusal the server gave, with a key the catalog has", () => {
    for (const code of [
      errorCodes.imageType,
      errorCodes.imageTooBig,
      errorCodes.videoType,
      errorCodes.videoTooBig,
      errorCodes.videoTooLong,
      errorCodes.verificationIncomplete,
      errorCodes.verificationLocked,
      errorCodes.portfolioFull,
      errorCodes.rateLimited,
    ]) {
      const key = showcaseErrorKey(new ApiError(422, code, "English from the server"), "verify.failed");
      expect(key, code).not.toBe("verify.failed");
      expect(typeof lookup(key), key).toBe("string");
    }
  });

  it("falls back to the screen's own words for anything else, a network failure included", () => {
    expect(showcaseErrorKey(new ApiError(500, "internal", "x"), "video.failed")).toBe("video.failed");
    expect(showcaseErrorKey(new ApiError(0, "network_error", "Network Error"), "video.failed")).toBe("video.failed");
    expect(showcaseErrorKey(new Error("x"), "portfolio.failed")).toBe("portfolio.failed");
  });
});
