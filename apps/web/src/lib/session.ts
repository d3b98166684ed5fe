import { readCookie, writeCookie } from "./cookies";

/**
 * The readable half of the session: `loggedIn` says whether the user is signed in and confirmed
 * (spec: loggedIn equals phone_confirmed). The session itself is an httpOnly cookie.
 */
export function isLoggedIn(): boolean {
  return readCookie("loggedIn") === "true";
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function signOut(): Promise<void> {
  await fetch("/api/users/sign_out", {
    method: "DELETE",
    headers: { platform: "3" },
    credentials: "same-origin",
  }).catch(() => {});
  writeCookie("loggedIn", "false", 0);
  localStorage.removeItem("profileType");
}

export type JobProfileType = "flashjob" | "social";

/** The find-job menu sets which job profile the marketplace shows (flashjob or flashbuzz, i.e. social). */
export function setJobProfileType(type: JobProfileType): void {
  localStorage.setItem("profileType", type);
}

export function jobProfileType(): JobProfileType {
  return localStorage.getItem("profileType") === "social" ? "social" : "flashjob";
}
