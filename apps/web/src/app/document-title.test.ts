import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleScreens } from "../features/admin/screens";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { documentTitle } from "./document-title";
import { notFoundTitle, screens } from "./routes";

const catalogs = { en, vi, id };
type Language = keyof typeof catalogs;
const languages = Object.keys(catalogs) as Language[];
const translators = {} as Record<Language, TFunction>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, vi: { translation: vi }, id: { translation: id } },
    lng: "en",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  for (const language of languages) translators[language] = i18n.getFixedT(language);
});

/** The back office's pages: each names itself, not only the console. */
const consoleRoutes = consoleScreens.map((child) => ({
  path: `/admin${child.path ? `/${child.path}` : ""}`,
  title: child.meta.title,
}));

const everyRoute = [
  ...screens.map((screen) => ({ path: screen.path, title: screen.meta.title })),
  ...consoleRoutes,
  { path: "*", title: notFoundTitle },
];

describe("document titles", () => {
  it("name every route's screen and the app, in each language", () => {
    for (const language of languages) {
      for (const route of everyRoute) {
        const screen = (catalogs[language].screens as Record<string, string>)[route.title];
        expect(screen, `${language} ${route.path}: screens.${route.title}`).toBeTruthy();
        expect(documentTitle(route.title, translators[language]), `${language} ${route.path}`).toBe(
          `${screen} · Rewards`,
        );
      }
    }
  });

  it("read as the member's language reads them", () => {
    const pointsTitle = screens.find((screen) => screen.path === "/home/points")?.meta.title;
    expect(documentTitle(pointsTitle, translators.en)).toBe("Points · Rewards");
    expect(documentTitle(pointsTitle, translators.vi)).toBe("Điểm · Rewards");
    expect(documentTitle(pointsTitle, translators.id)).toBe("Poin · Rewards");
    const helpTitle = screens.find((screen) => screen.path === "/help")?.meta.title;
    expect(documentTitle(helpTitle, translators.vi)).toBe("Trợ giúp và câu hỏi thường gặp · Rewards");
    expect(documentTitle(undefined, translators.id)).toBe("Rewards");
  });

  it("tell every public page apart, so a tab or a bookmark says which page it is", () => {
    for (const language of languages) {
      const titles = screens
        .filter((screen) => screen.layout === "public")
        .map((screen) => documentTitle(screen.meta.title, translators[language]));
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it("tell every back-office page apart, and from the console's own name", () => {
    for (const language of languages) {
      const titles = consoleRoutes.map((route) => documentTitle(route.title, translators[language]));
      expect(new Set(titles).size, language).toBe(titles.length);
      expect(titles, language).not.toContain(documentTitle("admin", translators[language]));
    }
  });

  it("are translated: no Vietnamese or Indonesian screen title is left in English", () => {
    // Names that read the same in every language.
    const shared = new Set(["Rewards", "Check in"]);
    for (const language of ["vi", "id"] as const) {
      for (const route of everyRoute) {
        const english = (en.screens as Record<string, string>)[route.title] ?? "";
        const translated = (catalogs[language].screens as Record<string, string>)[route.title];
        if (!shared.has(english)) expect(translated, `${language} ${route.path}`).not.toBe(english);
      }
    }
  });
});
