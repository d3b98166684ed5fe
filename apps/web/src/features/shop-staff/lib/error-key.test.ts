import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { staffErrorKey, tidyCode } from "./error-key";

describe("tidyCode", () => {
  it("drops the reading spaces and upper-cases", () => {
    expect(tidyCode(" ab12cd34-482 913 ")).toBe("AB12CD34-482913");
  });
});

describe("staffErrorKey", () => {
  it("names the server's refusals", () => {
    expect(staffErrorKey(new ApiError(400, "coupon_code_invalid", "x"))).toBe("errors.codeInvalid");
    expect(staffErrorKey(new ApiError(409, "coupon_not_usable", "x"))).toBe("errors.notUsable");
    expect(staffErrorKey(new ApiError(500, "boom", "x"))).toBe("errors.generic");
  });
});
