import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appStoreLinks, type MobilePlatform, marketOf, mobilePlatform, storesOf } from "../../lib/external-links";
import { initialLocale, isLocale } from "../../lib/i18n";
import { isInsideNativeApp, nativeChannelName } from "../../lib/native-bridge";
import { useHydrated } from "../../lib/use-hydrated";
import { type AppBannerContext, dismissForSession, isDismissedThisSession, shouldShowAppBanner } from "./visibility";

/**
 * The slim bar at the top of mobile web pages that invites visitors to the native app. The device
 * decides (its platform, the native wrapper, a dismissal this session), which a prerendered page
 * cannot know: its HTML carries the bar for narrow screens with both stores' links, and the page's
 * first script (prerender/wake.ts) settles it for the device before the app takes the page over.
 */
export function AppBanner() {
  const [dismissed, setDismissed] = useState(isDismissedThisSession);
  const hydrated = useHydrated();
  function dismiss() {
    dismissForSession();
    setDismissed(true);
  }
  if (!hydrated) return <AppBannerBar platform={null} onDismiss={dismiss} />;
  const context = bannerContext(dismissed);
  if (!shouldShowAppBanner(context)) return null;
  return <AppBannerBar platform={context.platform} onDismiss={dismiss} />;
}

/**
 * The catalogs to load before the app's first render: the bar's on a device that shows it, so it
 * is there from the first frame instead of pushing the screen down when its copy arrives.
 */
export function appBannerNamespaces(): string[] {
  return shouldShowAppBanner(bannerContext(isDismissedThisSession())) ? ["app-banner"] : [];
}

/** What this device says about the bar: its platform, the native wrapper, and whether it was closed. */
function bannerContext(dismissed: boolean): AppBannerContext {
  const stores = storesOf(appStoreLinks[marketOf(initialLocale())]);
  return { platform: mobilePlatform(), insideNativeApp: isInsideNativeApp(), dismissed, stores };
}

/** `platform` null: the prerendered bar, for phones only, whose link the wake script sets. */
type AppBannerBarProps = { platform: MobilePlatform | null; onDismiss: () => void };

// A component of its own so that desktop visitors never load the banner's catalog. Without
// suspense: a promotional bar must not hold back the page; it appears once its copy has loaded.
function AppBannerBar({ platform, onDismiss }: AppBannerBarProps) {
  const { t, i18n, ready } = useTranslation("app-banner", { useSuspense: false });
  if (!ready) return null;

  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const links = appStoreLinks[marketOf(locale)];
  // A prerendered page carries the bar only where its market has an app; the wake script drops it
  // on a phone whose store has none.
  const [firstStore] = storesOf(links);
  if (!firstStore) return null;
  const prerendered = platform === null;
  return (
    <aside
      aria-label={t("title")}
      {...(prerendered && {
        "data-app-banner": nativeChannelName,
        "data-android": links.android,
        "data-ios": links.ios,
      })}
      className={`flex items-center gap-2 border-b border-brand-100 bg-brand-50 py-1.5 pr-1 pl-3 text-sm leading-tight ${prerendered ? "md:hidden" : ""}`}
    >
      <img src="/icons/icon-192.png" alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{t("title")}</p>
        <p className="mt-0.5 text-xs text-gray-700">{t("lead")}</p>
      </div>
      <a
        href={links[platform ?? firstStore]}
        className="shrink-0 rounded-full bg-brand-700 px-3 py-1.5 font-semibold text-white hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t("install")}
      </a>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t("close")}
        className="grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
