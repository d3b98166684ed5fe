/**
 * The web app's route list, shared with the server so that a path the web app does not know
 * answers with a real HTTP 404 (the app still renders its not-found page).
 *
 * Patterns use React Router syntax: `:name` is a parameter, `:name?` an optional one.
 * The web router is tested to declare exactly these paths.
 */
export const publicRoutePaths = [
  "/",
  "/about",
  "/health-check",
  "/help",
  "/how-it-work",
  "/invite",
  "/reset-password",
  "/reset-password/code",
  "/sign-in",
  "/sign-up",
  "/term",
  "/user-policy",
] as const;

export const homeRoutePaths = [
  "/home",
  "/home/bingo",
  "/home/earn-point",
  "/home/invite",
  "/home/mission",
  "/home/notification",
  "/home/notification/:id",
  "/home/points",
  "/home/points/redeem",
  "/home/points/:id",
  "/home/profile",
  "/home/setting",
] as const;

export const surveyRoutePaths = [
  "/home/survey",
  "/home/survey/my-survey",
  "/home/survey/:id",
  "/home/survey/:id/result",
  "/home/survey/:id/view-pr",
] as const;

export const flashJobRoutePaths = [
  "/home/flashjobs",
  "/home/flashjobs/applied",
  "/home/flashjobs/favorite",
  "/home/flashjobs/jobs",
  "/home/flashjobs/jobs/:id",
  "/home/flashjobs/message",
  "/home/flashjobs/message/:id",
  "/home/flashjobs/profile",
  "/home/flashjobs/profile/bussiness-card",
  "/home/flashjobs/profile/portfolio",
  "/home/flashjobs/search",
  "/home/flashjobs/posts",
  "/home/flashjobs/posts/new",
  "/home/flashjobs/posts/:id",
  "/home/flashjobs/posts/:id/edit",
  "/home/flashjobs/:id",
] as const;

export const shopRoutePaths = [
  "/home/shops",
  "/home/shops/best-offer",
  "/home/shops/check-in",
  "/home/shops/coupon",
  "/home/shops/coupon/:id",
  "/home/shops/for-you",
  "/home/shops/history-member",
  "/home/shops/popular-near-you",
  "/home/shops/search",
  "/home/shops/search/:id",
  "/home/shops/search/:id/campaign",
  "/home/shops/search/:id/campaign/:campaignId",
  "/home/offers",
  "/home/offers/coupons",
  "/home/offers/coupons/:id",
  "/home/offers/my-coupons",
  "/home/offers/shop/:shopId?/campaign/:campaignId?",
  "/home/shop-home",
  "/home/profile-shop",
  "/home/profile-shop/notification-setting",
  "/home/notification-visit",
  "/home/notification-visit/:id",
] as const;

/** Every route of spec section 2 (plus `/home`, the home screen the bottom bar and close buttons lead to). */
export const webRoutePaths = [
  ...publicRoutePaths,
  ...homeRoutePaths,
  ...surveyRoutePaths,
  ...flashJobRoutePaths,
  ...shopRoutePaths,
] as const;

export type WebRoutePath = (typeof webRoutePaths)[number];

function segments(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

/**
 * Every concrete pattern an optional-segment pattern stands for, as React Router expands them:
 * `/a/:b?/c` stands for `/a/c` and `/a/:b/c`.
 */
export function expandOptionalSegments(pattern: string): string[][] {
  return segments(pattern).reduce<string[][]>(
    (variants, part) => {
      if (!part.endsWith("?")) return variants.map((variant) => [...variant, part]);
      const present = part.slice(0, -1);
      return variants.flatMap((variant) => [variant, [...variant, present]]);
    },
    [[]],
  );
}

/** Does `pathname` match the pattern? Trailing slashes are ignored, static segments compare exactly. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const actual = segments(pathname);
  return expandOptionalSegments(pattern).some(
    (variant) =>
      variant.length === actual.length &&
      variant.every((part, index) => part.startsWith(":") || part === actual[index]),
  );
}

/** The back-office console: a route tree of its own under this path, whose sections the console knows. */
export const consoleRootPath = "/admin";

function inConsole(pathname: string): boolean {
  const [first] = segments(pathname);
  return `/${first ?? ""}` === consoleRootPath;
}

export function isWebRoute(pathname: string, patterns: readonly string[] = webRoutePaths): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, pathname)) || inConsole(pathname);
}
