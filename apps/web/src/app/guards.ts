import type { LoaderFunction } from "react-router";
import { loadOnce } from "../lib/load-once";
import type { Guard } from "../shared/screens";

export type GuardLoaders = Record<Guard, LoaderFunction>;

const accountModule = loadOnce(() => import("../features/account"));
const flashJobsModule = loadOnce(() => import("../features/flashjobs"));

/**
 * The guards (spec section 6, shared/screens/screen.ts) live with the accounts feature and the job
 * market's, and load with the first guarded screen.
 */
export const guardLoaders: GuardLoaders = {
  auth: async (args) => (await accountModule()).authGuard(args),
  home: async (args) => (await accountModule()).homeGuard(args),
  front: async (args) => (await accountModule()).frontPageLoader(args),
  guest: async (args) => (await accountModule()).guestGuard(args),
  flash: async (args) => {
    await (await accountModule()).homeGuard(args);
    return (await flashJobsModule()).flashProfileGuard(args);
  },
};

/** What a guard answers for a visitor without a session, the only visitor a prerendered page is for. */
export const visitorGuardData: Record<Guard, unknown> = {
  auth: null,
  home: null,
  front: { setup: null },
  guest: null,
  flash: null,
};

/** The guards as the build's prerendering runs them: as for a visitor without a session. */
export const visitorGuards: GuardLoaders = {
  auth: () => visitorGuardData.auth,
  home: () => visitorGuardData.home,
  front: () => visitorGuardData.front,
  guest: () => visitorGuardData.guest,
  flash: () => visitorGuardData.flash,
};
