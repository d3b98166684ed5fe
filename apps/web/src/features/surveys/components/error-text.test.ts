import { errorCodes } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { answerMessages, answerRefusalKey, isFinalRefusal } from "./error-text";

describe("survey error copy", () => {
  it("translates the spec's answer messages the server sends for a field, in every language", () => {
    const refused = new ApiError(400, errorCodes.validationFailed, "Zipcode invalid!", "answers.q1");
    expect(answerRefusalKey(refused)).toBe("validation.zipInvalid");
    for (const key of Object.keys(answerMessages)) {
      for (const catalog of [en, vi, id])
        expect((catalog.validation as Record<string, string>)[key], key).toMatch(/\S/);
    }
  });

  it("leaves any other failure to the refusals' words", () => {
    expect(answerRefusalKey(new ApiError(400, errorCodes.validationFailed, "New words"))).toBeNull();
    expect(answerRefusalKey(new ApiError(409, errorCodes.surveyFull, "Zipcode invalid!"))).toBeNull();
    expect(answerRefusalKey(new Error("boom"))).toBeNull();
  });

  it("treats refusals that trying again cannot change as final", () => {
    expect(isFinalRefusal(new ApiError(409, errorCodes.surveyAlreadyAnswered, "x"))).toBe(true);
    expect(isFinalRefusal(new ApiError(409, errorCodes.surveyFull, "x"))).toBe(true);
    expect(isFinalRefusal(new ApiError(0, "network_error", "x"))).toBe(false);
    expect(isFinalRefusal(new ApiError(404, errorCodes.surveyUnavailable, "x"))).toBe(false);
  });
});
