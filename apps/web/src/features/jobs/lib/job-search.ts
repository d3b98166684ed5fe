import { type JobType, jobTypes } from "@rewards/contracts";
import type { JobProfileType } from "../../../lib/session";

/** What the job list and the search ask `GET worker/jobs` for (spec section 7). */
export type JobSearch = {
  keyword: string;
  categoryId: string;
  jobType: JobType;
  /** Every open job; false leaves out those already applied to. */
  showAll: boolean;
  /** Near me: the worker's place and a radius in metres. */
  place: { lat: number; lng: number } | null;
  distance: number | null;
  feeMin: number | null;
  feeMax: number | null;
};

/** The spec's list default: job_type online, social when the member's profile type is social. */
export function defaultJobType(profile: JobProfileType): JobType {
  return profile === "social" ? "social" : "online";
}

/** A job type read from the address; anything else is the default. */
export function jobTypeParam(value: string | null, fallback: JobType): JobType {
  return (jobTypes as readonly string[]).includes(value ?? "") ? (value as JobType) : fallback;
}

/** The spec's list defaults: show_all, job_type online. */
export const defaultJobSearch: JobSearch = {
  keyword: "",
  categoryId: "",
  jobType: "online",
  showAll: true,
  place: null,
  distance: null,
  feeMin: null,
  feeMax: null,
};

/** The near-me radii offered, in metres. */
export const nearMeRadii = [1_000, 5_000, 10_000, 25_000, 50_000] as const;

/** The query string of one page of a search; the place only goes with onsite jobs. */
export function jobSearchParams(search: JobSearch, page: number, limit: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit), job_type: search.jobType });
  params.set("show_all", search.showAll ? "true" : "false");
  if (search.keyword.trim()) params.set("keyword", search.keyword.trim());
  if (search.categoryId) params.set("category_id", search.categoryId);
  if (search.feeMin !== null) params.set("fee_min", String(search.feeMin));
  if (search.feeMax !== null) params.set("fee_max", String(search.feeMax));
  if (search.jobType === "onsite" && search.place) {
    params.set("lat", search.place.lat.toFixed(6));
    params.set("long", search.place.lng.toFixed(6));
    if (search.distance !== null) params.set("distance", String(search.distance));
  }
  return params.toString();
}

const whole = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
};

/**
 * The search as the address keeps it (so back and a shared link show the same list); anything
 * unreadable falls back to the default. The place is not in the address: it is the device's.
 */
export function searchFromParams(params: URLSearchParams, fallbackType: JobType = "online"): Omit<JobSearch, "place"> {
  const distance = whole(params.get("distance"));
  return {
    keyword: params.get("q") ?? "",
    categoryId: params.get("category") ?? "",
    jobType: jobTypeParam(params.get("type"), fallbackType),
    showAll: params.get("all") !== "0",
    distance: distance !== null && (nearMeRadii as readonly number[]).includes(distance) ? distance : null,
    feeMin: whole(params.get("fee_min")),
    feeMax: whole(params.get("fee_max")),
  };
}

export function paramsFromSearch(search: Omit<JobSearch, "place">, fallbackType: JobType = "online"): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set("q", search.keyword);
  if (search.categoryId) params.set("category", search.categoryId);
  if (search.jobType !== fallbackType) params.set("type", search.jobType);
  if (!search.showAll) params.set("all", "0");
  if (search.distance !== null) params.set("distance", String(search.distance));
  if (search.feeMin !== null) params.set("fee_min", String(search.feeMin));
  if (search.feeMax !== null) params.set("fee_max", String(search.feeMax));
  return params;
}

/** Distance on a card: metres under a kilometre, else kilometres with one decimal under ten. */
export function distanceLabel(metres: number, locale: string): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(km)} km`;
}
