import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import { readCookie, writeCookie } from "./cookies";

export const locales = ["en", "vi", "id"] as const;
export type Locale = (typeof locales)[number];

const localeCookieSeconds = 7 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** English ships in the main bundle; Vietnamese and Indonesian load when chosen. */
const catalogs: Record<Exclude<Locale, "en">, () => Promise<{ default: typeof en }>> = {
  vi: () => import("../locales/vi.json"),
  id: () => import("../locales/id.json"),
};

async function ensureCatalog(locale: Locale): Promise<void> {
  if (locale === "en" || i18next.hasResourceBundle(locale, "translation")) return;
  const catalog = await catalogs[locale]();
  i18next.addResourceBundle(locale, "translation", catalog.default);
}

export function initialLocale(): Locale {
  const saved = readCookie("locale");
  return isLocale(saved) ? saved : "en";
}

export async function startI18n(): Promise<void> {
  const locale = initialLocale();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLocale(locale, { remember: false });
}

export async function changeLocale(locale: Locale, options = { remember: true }): Promise<void> {
  await ensureCatalog(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (options.remember) writeCookie("locale", locale, localeCookieSeconds);
}
