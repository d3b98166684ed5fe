import { readCookie, writeCookie } from "./cookies";
import { queryClient } from "./query-client";
import { requestScope } from "./request-scope";

/**
 * The readable half of the session: `loggedIn` says whether the user is signed in and confirmed
 * (spec: loggedIn equals phone_confirmed). The session itself is an httpOnly cookie.
 */
export function isLoggedIn(): boolean {
  return readCookie("loggedIn") === "true";
}

/** Signed in at all, confirmed or not: the server writes `loggedIn` (true or false) with every session. */
export function hasSession(): boolean {
  return readCookie("loggedIn") !== null;
}

/** Forgets the session here only: the readable cookie, the job profile choice and every cached answer. */
export function forgetSession(): void {
  const scope = requestScope();
  // Rendering on the server: the page's answer clears the cookie (apps/api http/web-app.ts).
  if (scope) {
    scope.forgetSession();
    return;
  }
  writeCookie("loggedIn", "false", 0);
  localStorage.removeItem("profileType");
  writeCookie(profileTypeCookie, "", 0);
  queryClient.clear();
}

export type JobProfileType = "flashjob" | "social";

const profileTypeCookie = "profileType";

/**
 * The find-job menu sets which job profile the marketplace shows (flashjob or flashbuzz, i.e.
 * social). A cookie too, so a job list the server renders opens on the same type.
 */
export function setJobProfileType(type: JobProfileType): void {
  localStorage.setItem("profileType", type);
  writeCookie(profileTypeCookie, type, 365 * 24 * 3600);
}

/** The job profile type last chosen; flashjob until the member picks flashbuzz. */
export function jobProfileType(): JobProfileType {
  const chosen =
    readCookie(profileTypeCookie) ?? (typeof localStorage !== "undefined" ? localStorage.getItem("profileType") : null);
  return chosen === "social" ? "social" : "flashjob";
}

/** A choice made before the cookie existed is copied to it, for the server's next rendering. */
export function rememberJobProfileType(): void {
  const chosen = localStorage.getItem("profileType");
  if (chosen === "social" && readCookie(profileTypeCookie) === null)
    writeCookie(profileTypeCookie, chosen, 365 * 24 * 3600);
}
