import { describe, expect, it } from "vitest";
import { tidyCode } from "./live-code";

describe("tidyCode", () => {
  it("drops the reading spaces and upper-cases", () => {
    expect(tidyCode(" ab12cd34-482 913 ")).toBe("AB12CD34-482913");
  });
});
