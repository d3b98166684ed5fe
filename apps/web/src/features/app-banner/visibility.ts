import type { MobilePlatform } from "../../lib/external-links";

/** Session-storage entry of the spec: `isShowBanner` = `hidden` once the visitor closed the banner. */
const storageKey = "isShowBanner";
const hiddenValue = "hidden";

export type AppBannerContext = {
  /** Null on a desktop, where there is no store app to offer. */
  platform: MobilePlatform | null;
  /** Inside the native app wrapper the visitor already has the app. */
  insideNativeApp: boolean;
  dismissed: boolean;
  /** The stores the build names an app in for the visitor's market: none until the app is published. */
  stores: readonly MobilePlatform[];
};

/**
 * The banner invites mobile web visitors to the native app until they close it (spec section 4),
 * once there is an app in their store to invite them to.
 */
export function shouldShowAppBanner(
  context: AppBannerContext,
): context is AppBannerContext & { platform: MobilePlatform } {
  const { platform } = context;
  return platform !== null && context.stores.includes(platform) && !context.insideNativeApp && !context.dismissed;
}

// Storage can be unavailable (disabled cookies, some private modes): the banner then simply shows,
// and a dismissal lasts until the page is reloaded.
export function isDismissedThisSession(): boolean {
  // On the server there is no session storage: asking for it would throw, which costs a page.
  if (typeof sessionStorage === "undefined") return false;
  try {
    return sessionStorage.getItem(storageKey) === hiddenValue;
  } catch {
    return false;
  }
}

export function dismissForSession(): void {
  try {
    sessionStorage.setItem(storageKey, hiddenValue);
  } catch {
    // See above: the component still hides the banner for this page.
  }
}
