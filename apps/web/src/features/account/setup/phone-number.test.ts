import { describe, expect, it } from "vitest";
import { displayPhone, localPhoneNumber } from "./phone-number";

describe("a stored phone number", () => {
  it("is edited without its country code", () => {
    expect(localPhoneNumber("+62", "+6281234567890")).toBe("81234567890");
    expect(localPhoneNumber("+62", "81234567890")).toBe("81234567890");
    expect(localPhoneNumber(null, null)).toBe("");
  });

  it("is shown with its country code", () => {
    expect(displayPhone("+62", "81234567890")).toBe("+62 81234567890");
    expect(displayPhone("+62", "+6281234567890")).toBe("+6281234567890");
    expect(displayPhone(null, null)).toBe("");
  });
});
