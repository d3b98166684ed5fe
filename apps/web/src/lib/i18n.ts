import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import { readCookie, writeCookie } from "./cookies";
import { isInsideNativeApp } from "./native-bridge";

export const locales = ["en", "vi", "id"] as const;
export type Locale = (typeof locales)[number];

/** The locale cookie lives 7 days (spec section 9). */
const localeCookieSeconds = 7 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

type Catalog = Record<string, unknown>;
type CatalogLoader = () => Promise<{ default: Catalog }>;

/**
 * Catalogs load on demand: the shell's own ("translation", English bundled) from src/locales, and
 * each feature's namespace (named after its folder) from src/features/<feature>/locales, each when
 * a screen first renders with it.
 */
// English is bundled (imported above), so the lazy list leaves it out rather than import it twice.
const shellCatalogs: Record<string, CatalogLoader> = {
  ...import.meta.glob<{ default: Catalog }>(["../locales/*.json", "!../locales/en.json"]),
  "../locales/en.json": async () => ({ default: en }),
};
// A feature with screens of much copy keeps each screen's in a catalog of its own, named after its
// folder: "public-site/help" is features/public-site/help/locales, so no screen loads another's copy.
// What several features show (src/shared/<domain>) brings its own: "shared/push" is shared/push/locales.
const featureCatalogs = import.meta.glob<{ default: Catalog }>([
  "../features/*/locales/*.json",
  "../features/*/*/locales/*.json",
  "../shared/*/locales/*.json",
]);

function loaderFor(locale: string, namespace: string): CatalogLoader | undefined {
  if (namespace === "translation") return shellCatalogs[`../locales/${locale}.json`];
  const folder = namespace.startsWith("shared/") ? namespace : `features/${namespace}`;
  return featureCatalogs[`../${folder}/locales/${locale}.json`];
}

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(locale: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(locale, namespace);
    if (!load) return callback(new Error(`no catalog ${namespace}/${locale}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The saved choice; otherwise Indonesian inside the native app and English on the web. */
export function initialLocale(): Locale {
  const saved = readCookie("locale");
  if (isLocale(saved)) return saved;
  return isInsideNativeApp() ? "id" : "en";
}

/**
 * Starts translation in the saved language, or in `locale`: the language a prerendered page was
 * written in. `namespaces` load before the first render besides the shell's.
 */
export async function startI18n(locale: Locale = initialLocale(), namespaces: string[] = []): Promise<void> {
  await i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: "en",
      supportedLngs: [...locales],
      ns: ["translation", ...namespaces],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      // i18next's own line in every member's console says nothing about the product.
      showSupportNotice: false,
    });
  document.documentElement.lang = i18next.language;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  writeCookie("locale", locale, localeCookieSeconds);
}
