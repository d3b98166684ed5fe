import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { checkInRefusalDetail } from "./check-in-refusal";

describe("checkInRefusalDetail", () => {
  it("reads the distance and radius of a refusal as too far, and today's hours of one as closed", () => {
    const far = new ApiError(400, "checkin_too_far", "x", undefined, {
      data: { distance_metres: 880, radius_metres: 200 },
    });
    expect(checkInRefusalDetail(far)).toEqual({ kind: "too_far", distanceMetres: 880, radiusMetres: 200 });
    const closed = new ApiError(400, "checkin_closed", "x", undefined, {
      data: { hours_today: [{ opens: "08:00", closes: "22:00" }], time_zone: "Asia/Jakarta" },
    });
    expect(checkInRefusalDetail(closed)).toEqual({ kind: "closed", hoursToday: [{ opens: "08:00", closes: "22:00" }] });
    expect(checkInRefusalDetail(new ApiError(400, "checkin_too_far", "x"))).toBeNull();
    expect(checkInRefusalDetail(new Error("x"))).toBeNull();
  });
});
