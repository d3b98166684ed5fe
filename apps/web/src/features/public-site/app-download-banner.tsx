import { useTranslation } from "react-i18next";
import { appStoreLinks, marketOf, mobilePlatform, storesOf } from "../../lib/external-links";
import { isLocale } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

const storeLink =
  "inline-flex min-h-11 items-center rounded-full bg-gray-900 px-5 py-2 font-semibold text-white hover:bg-gray-700 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Shown on sign-in and sign-up: the app of the reader's market (Vietnamese or Indonesian). A phone
 * gets its own store only; a desktop gets both, since the reader may install on either phone. Only
 * stores the build names an app in are offered.
 */
export function AppDownloadBanner() {
  const { t, i18n } = useTranslation("public-site");
  const links = appStoreLinks[marketOf(isLocale(i18n.language) ? i18n.language : "en")];
  // Both stores until the device is known: the prerendered page is the same for every device.
  const platform = useHydrated() ? mobilePlatform() : null;
  const platforms = storesOf(links).filter((store) => platform === null || store === platform);
  // No app published for this market (or this phone's store): nothing to invite to.
  if (platforms.length === 0) return null;
  return (
    <section aria-label={t("banners.app.label")} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-gray-900">{t("banners.app.text")}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          {platforms.map((store) => (
            <a key={store} href={links[store]} className={storeLink}>
              {t(`banners.app.${store}`)}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
