import { errorCodes } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { isFinalRefusal, surveyErrorKey } from "./error-text";

const inEnglish = (key: string) => {
  const [section, name] = key.split(".") as [keyof typeof en, string];
  return name in (en[section] ?? {});
};

describe("survey error copy", () => {
  it("finds the copy by the server's code, in every language", () => {
    const checkIn = new ApiError(403, errorCodes.surveyCheckInRequired, "You are not eligible to respond.");
    expect(surveyErrorKey(checkIn, inEnglish)).toBe("errors.survey_check_in_required");
    for (const catalog of [en, vi, id]) {
      expect(Object.keys(catalog.errors).sort()).toEqual(Object.keys(en.errors).sort());
    }
    expect(vi.errors.survey_check_in_required).not.toBe(en.errors.survey_check_in_required);
  });

  it("translates the spec's answer messages the server sends for a field", () => {
    const refused = new ApiError(400, errorCodes.validationFailed, "Zipcode invalid!", "answers.q1");
    expect(surveyErrorKey(refused, inEnglish)).toBe("validation.zipInvalid");
  });

  it("falls back to the server's message, and to the generic copy for what is not an API error", () => {
    expect(surveyErrorKey(new ApiError(400, "something_new", "New words"), inEnglish)).toBeNull();
    expect(surveyErrorKey(new Error("boom"), inEnglish)).toBe("errors.generic");
  });

  it("treats refusals that trying again cannot change as final", () => {
    expect(isFinalRefusal(new ApiError(409, errorCodes.surveyAlreadyAnswered, "x"))).toBe(true);
    expect(isFinalRefusal(new ApiError(409, errorCodes.surveyFull, "x"))).toBe(true);
    expect(isFinalRefusal(new ApiError(0, "network_error", "x"))).toBe(false);
    expect(isFinalRefusal(new ApiError(404, errorCodes.surveyUnavailable, "x"))).toBe(false);
  });
});
