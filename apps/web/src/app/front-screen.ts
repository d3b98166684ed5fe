import { readCookie } from "../lib/cookies";
import { loadOnce } from "../lib/load-once";
import type { Screen, ScreenLoader } from "../shared/screens";

const profileQuery = loadOnce(async () => (await import("../shared/profile/profile-query")).profileQuery);

/** With a session: the account setup, drawn from the profile (its guard has loaded it); a visitor needs none. */
const setupData: ScreenLoader = async ({ queryClient }) => {
  if (readCookie("loggedIn") === null) return;
  await queryClient.prefetchQuery(await profileQuery());
};

/**
 * `/`, the one screen made of two features: the public site's landing page for a visitor, the
 * account's setup for a signed-in user whose account is not complete (app/front-page.tsx).
 */
export const frontScreen: Screen = {
  path: "/",
  layout: "public",
  guard: "front",
  meta: { title: "front" },
  loader: setupData,
  lazy: async () => ({ Component: (await import("./front-page")).FrontPage }),
};
