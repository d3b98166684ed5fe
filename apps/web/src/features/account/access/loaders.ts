// The route loaders that run the guards of `guards.ts` before a screen renders (spec section 6).
import type { ProfileData } from "@rewards/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { readCookie } from "../../../lib/cookies";
import { forgetSession } from "../../../lib/session";
import { profileQuery } from "../../../shared/profile";
import { loaderQueryClient } from "../../../shared/screens";
import {
  authGuardTarget,
  guestGuardTarget,
  homeGuardTarget,
  type SetupStep,
  sessionOf,
  setupStepOf,
  signInPath,
} from "./guards";

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

const currentSession = () => sessionOf(readCookie("loggedIn"));

/**
 * The cached profile, or a fresh one; a cached one older than the cache's stale time is checked
 * again in the background, which is also how a session ended elsewhere comes to light on its own.
 * A session the server no longer knows is forgotten here.
 */
async function loadProfile(queryClient: QueryClient): Promise<ProfileData | null> {
  try {
    return await queryClient.ensureQueryData({ ...profileQuery, revalidateIfStale: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSession();
      return null;
    }
    throw error;
  }
}

/** Screens that need a session, confirmed or not: the shop's own shop and profile. */
export function authGuard({ request }: LoaderFunctionArgs): null {
  const target = authGuardTarget(currentSession(), pathOf(request));
  if (target) throw redirect(target);
  return null;
}

/** The home area and the job marketplace: a session, a confirmed phone and a birthday. */
export async function homeGuard({ request, context }: LoaderFunctionArgs): Promise<null> {
  const path = pathOf(request);
  const session = currentSession();
  const early = homeGuardTarget(session, path);
  if (early) throw redirect(early);
  const profile = await loadProfile(loaderQueryClient(context));
  if (!profile) throw redirect(signInPath(path));
  const target = homeGuardTarget(session, path, profile.basic_info);
  if (target) throw redirect(target);
  return null;
}

/** Sign-in and sign-up: a signed-in user has nothing to do there (see `guestGuardTarget`). */
export function guestGuard({ request }: LoaderFunctionArgs): null {
  const target = guestGuardTarget(currentSession(), new URL(request.url).searchParams.get("next"));
  if (target) throw redirect(target);
  return null;
}

export type FrontPageData = { setup: Exclude<SetupStep, "done"> | null };

/**
 * `/` always passes the basic-info guard; with a session it finds out whether the account still
 * needs setting up, which `/` then shows instead of the landing page. A member whose account is
 * set up goes home; a session the server no longer knows sees the landing page.
 */
export async function frontPageLoader({ context }: LoaderFunctionArgs): Promise<FrontPageData> {
  if (currentSession() === "visitor") return { setup: null };
  // The landing page must not fail with the API: without an answer, it shows.
  const profile = await loadProfile(loaderQueryClient(context)).catch(() => null);
  const step = profile ? setupStepOf(profile) : "done";
  if (profile && step === "done") throw redirect("/home");
  return { setup: step === "done" ? null : step };
}
