import type { Locale } from "./i18n";

/**
 * Links that leave the web app. They differ by market: Vietnam (vi) or Indonesia (id; English
 * readers are sent to the Indonesian pages, the larger market). Each can be set at build time.
 */
type Market = "vi" | "id";

export function marketOf(locale: Locale): Market {
  return locale === "vi" ? "vi" : "id";
}

const env = import.meta.env;

/**
 * The market's apps in the stores, only those a build names (`VITE_APP_ANDROID_VI`, ...): until an
 * app is published its badge and banner stay away rather than point to a page that does not exist.
 */
export const appStoreLinks: Record<Market, StoreLinks> = {
  vi: storeLinksOf({ android: env.VITE_APP_ANDROID_VI, ios: env.VITE_APP_IOS_VI }),
  id: storeLinksOf({ android: env.VITE_APP_ANDROID_ID, ios: env.VITE_APP_IOS_ID }),
};

export type StoreLinks = Partial<Record<MobilePlatform, string>>;

/** The stores with a link, Google Play first. */
export function storesOf(links: StoreLinks): MobilePlatform[] {
  return (["android", "ios"] as const).filter((platform) => Boolean(links[platform]));
}

function storeLinksOf(links: Record<MobilePlatform, string | undefined>): StoreLinks {
  return Object.fromEntries(Object.entries(links).filter(([, href]) => Boolean(href)));
}

/**
 * The help centre and the contact page: the app's own help page (its FAQ and contact form) until
 * a build sets another, so no default leads to a site the product does not run.
 */
export const helpCentreLinks: Record<Market, string> = {
  vi: env.VITE_HELP_CENTRE_VI || "/help",
  id: env.VITE_HELP_CENTRE_ID || "/help",
};

export const contactLinks: Record<Market, string> = {
  vi: env.VITE_CONTACT_VI || "/help#contact",
  id: env.VITE_CONTACT_ID || "/help#contact",
};

/** Whether a link leaves the web app (it then opens in a new tab). */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

export type SocialNetwork = "facebook" | "instagram" | "tiktok";

/**
 * The market's pages on social networks, set at build time (`VITE_FACEBOOK_VI`, ...). A network
 * with no page set is left out of the footer: no default points to a page the product does not run.
 */
export const socialLinks: Record<Market, Partial<Record<SocialNetwork, string>>> = {
  vi: pagesOf({ facebook: env.VITE_FACEBOOK_VI, instagram: env.VITE_INSTAGRAM_VI, tiktok: env.VITE_TIKTOK_VI }),
  id: pagesOf({ facebook: env.VITE_FACEBOOK_ID, instagram: env.VITE_INSTAGRAM_ID, tiktok: env.VITE_TIKTOK_ID }),
};

function pagesOf(pages: Record<SocialNetwork, string | undefined>): Partial<Record<SocialNetwork, string>> {
  return Object.fromEntries(Object.entries(pages).filter(([, href]) => Boolean(href)));
}

export type MobilePlatform = "android" | "ios";

/** Android or iOS from the browser's user agent; null on a desktop. */
export function mobilePlatform(userAgent = navigator.userAgent): MobilePlatform | null {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  return null;
}
