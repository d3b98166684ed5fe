import { describe, expect, it } from "vitest";
import { distanceParts } from "./distance";

describe("distanceParts", () => {
  it("shows metres under a kilometre, rounded to 10 m", () => {
    expect(distanceParts(0, "en")).toEqual({ unit: "m", value: "10" });
    expect(distanceParts(344, "en")).toEqual({ unit: "m", value: "340" });
    expect(distanceParts(994, "en")).toEqual({ unit: "m", value: "990" });
  });

  it("shows one decimal under 10 km in the page's language, whole kilometres beyond", () => {
    expect(distanceParts(1234, "en")).toEqual({ unit: "km", value: "1.2" });
    expect(distanceParts(1234, "vi")).toEqual({ unit: "km", value: "1,2" });
    expect(distanceParts(12_600, "id")).toEqual({ unit: "km", value: "13" });
  });
});
