import { type ProfileData, safeNextPath } from "@rewards/contracts";

/**
 * The route guards of spec section 6 as plain decisions, so they can be tested without a browser;
 * `loaders.ts` feeds them the cookie and the profile and turns a target into a redirect.
 */

/** What the readable `loggedIn` cookie says: absent, false (not confirmed yet) or true (a member). */
export type Session = "visitor" | "unconfirmed" | "member";

export function sessionOf(loggedInCookie: string | null): Session {
  if (loggedInCookie === null) return "visitor";
  return loggedInCookie === "true" ? "member" : "unconfirmed";
}

/** The sign-in page, asked to come back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/sign-in?next=${encodeURIComponent(path)}`;
}

/** The auth guard: a visitor without a session signs in first. */
export function authGuardTarget(session: Session, path: string): string | null {
  return session === "visitor" ? signInPath(path) : null;
}

/**
 * The home area's guards: the auth guard, then confirmation and the basic-info guard, which send a
 * user who is not confirmed, or whose basic info lacks the birthday, to `/` (the account setup).
 * For a member the decision needs the profile; `undefined` means it has not been fetched.
 */
export function homeGuardTarget(
  session: Session,
  path: string,
  basicInfo?: Pick<ProfileData["basic_info"], "birth_day">,
): string | null {
  if (session === "visitor") return signInPath(path);
  if (session === "unconfirmed") return "/";
  if (basicInfo === undefined) return null;
  return basicInfo.birth_day ? null : "/";
}

/**
 * The sign-in and sign-up pages are for visitors: a member is sent on (to a safe `next`, else
 * home) and a user still setting up the account back to the setup on `/`.
 */
export function guestGuardTarget(session: Session, next: string | null = null): string | null {
  if (session === "visitor") return null;
  if (session === "unconfirmed") return "/";
  return safeNextPath(next) ?? "/home";
}

/** The steps from a new account to a member: the email code, the profile, the phone code. */
export type SetupStep = "email" | "profile" | "phone" | "done";

export function setupStepOf(profile: ProfileData): SetupStep {
  const { account, basic_info: info } = profile;
  if (!account.email_confirmed) return "email";
  if (!account.has_basic_info || !info.birth_day || !info.phone_number) return "profile";
  if (!account.phone_confirmed) return "phone";
  return "done";
}
