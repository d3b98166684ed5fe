// Every catalog of every language, bundled into the server's builds (the prerendering and the
// request-time rendering), so nothing waits on a catalog while a page renders.
import type { InitOptions } from "i18next";
import { locales } from "../lib/i18n";

type Catalog = Record<string, unknown>;

const shellCatalogs = import.meta.glob<Catalog>("../locales/*.json", { eager: true, import: "default" });
// A screen's own catalog sits in its folder (features/public-site/help/locales: "public-site/help");
// a shared piece's in its own (shared/push/locales: "shared/push").
const featureCatalogs = import.meta.glob<Catalog>(
  ["../features/*/locales/*.json", "../features/*/*/locales/*.json", "../shared/*/locales/*.json"],
  { eager: true, import: "default" },
);

export function allResources(): Record<string, Record<string, Catalog>> {
  const resources: Record<string, Record<string, Catalog>> = {};
  for (const locale of locales) {
    resources[locale] = { translation: shellCatalogs[`../locales/${locale}.json`] ?? {} };
  }
  for (const [file, catalog] of Object.entries(featureCatalogs)) {
    const [, shared, feature, locale] =
      /(?:(shared\/[^/]+)|features\/([^/]+(?:\/[^/]+)?))\/locales\/(\w+)\.json$/.exec(file) ?? [];
    const namespace = shared ?? feature;
    if (namespace && locale && resources[locale]) resources[locale][namespace] = catalog;
  }
  return resources;
}

/** How both server builds start i18next: every catalog at hand, English until a page names its language. */
export function serverI18nOptions(): InitOptions {
  return {
    resources: allResources(),
    lng: "en",
    fallbackLng: "en",
    supportedLngs: [...locales],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  };
}
