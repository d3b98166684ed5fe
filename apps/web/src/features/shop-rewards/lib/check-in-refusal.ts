import { ApiError } from "../../../lib/api-error";

/** What a refused check-in's envelope adds: how far and the radius, or today's opening hours. */
export type CheckInRefusalDetail =
  | { kind: "too_far"; distanceMetres: number; radiusMetres: number }
  | { kind: "closed"; hoursToday: { opens: string; closes: string }[] };

export function checkInRefusalDetail(error: unknown): CheckInRefusalDetail | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.extra.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== "object") return null;
  if (
    error.code === "checkin_too_far" &&
    typeof data.distance_metres === "number" &&
    typeof data.radius_metres === "number"
  ) {
    return { kind: "too_far", distanceMetres: data.distance_metres, radiusMetres: data.radius_metres };
  }
  if (error.code === "checkin_closed" && Array.isArray(data.hours_today)) {
    return { kind: "closed", hoursToday: data.hours_today as { opens: string; closes: string }[] };
  }
  return null;
}
