import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next, useTranslation as libraryTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { provideRequestScope, type RequestScope } from "../lib/request-scope";
import { useTranslation as serverTranslation } from "./server-translation";

const catalogs = {
  en: {
    translation: { app: { name: "Rewards" }, hello: "Hello, {{name}}" },
    surveys: {
      item: { length: "{{count}} question", length_other: "{{count}} questions", ended: "Ended" },
      plain: "Plain",
    },
  },
  vi: {
    translation: { app: { name: "Phần thưởng" }, hello: "Xin chào, {{name}}" },
    surveys: { item: { length: "{{count}} câu hỏi", ended: "Đã kết thúc" }, plain: "Thường" },
  },
};

async function instanceIn(lng: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: catalogs,
    lng,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}

type Hook = typeof libraryTranslation;

/** One screen's worth of lookups: plain keys, interpolation, plurals, a key prefix, another namespace. */
function Screen({ hook, count }: { hook: Hook; count: number }) {
  const { t } = hook();
  const { t: surveys, i18n } = hook("surveys");
  const { t: item } = hook("surveys", { keyPrefix: "item" });
  return (
    <p>
      {t("app.name")}|{t("hello", { name: "Ana" })}|{surveys("plain")}|{surveys("item.length", { count })}|
      {item("ended")}|{item("length", { count: count + 1 })}|{i18n.language}
    </p>
  );
}

const html = (instance: i18n, page: ReactNode) =>
  renderToString(<I18nextProvider i18n={instance}>{page}</I18nextProvider>);

describe("the server's useTranslation", () => {
  it("writes what react-i18next's own hook writes, in each language", async () => {
    for (const lng of ["en", "vi"]) {
      const instance = await instanceIn(lng);
      for (const count of [1, 2, 5]) {
        // The server's hook first: what it remembers must not change what the library's answers.
        const server = html(instance, <Screen hook={serverTranslation as Hook} count={count} />);
        expect(server).toBe(html(instance, <Screen hook={libraryTranslation} count={count} />));
        // Asked again, from what it remembered.
        expect(html(instance, <Screen hook={serverTranslation as Hook} count={count} />)).toBe(server);
      }
    }
  });

  it("keeps what it remembers to its instance, so one language never answers for another", async () => {
    const english = await instanceIn("en");
    const vietnamese = await instanceIn("vi");
    expect(html(english, <Screen hook={serverTranslation as Hook} count={3} />)).toContain("Hello, Ana");
    const page = html(vietnamese, <Screen hook={serverTranslation as Hook} count={3} />);
    expect(page).toContain("Xin chào, Ana");
    expect(page).toContain("Đã kết thúc");
    expect(page).not.toContain("Hello");
  });

  it("records on the instance which catalogs a page read when no request is being rendered", async () => {
    // As the build's prerendering meets it: a fresh instance the library's hook never touched.
    const instance = await instanceIn("en");
    expect(instance.reportNamespaces).toBeUndefined();
    html(instance, <Screen hook={serverTranslation as Hook} count={1} />);
    expect(instance.reportNamespaces?.getUsedNamespaces().sort()).toEqual(["surveys", "translation"]);
  });

  it("tells the request being rendered which catalogs its page read", async () => {
    const instance = await instanceIn("en");
    const used = new Set<string>();
    const scope = {
      usedNamespaces: (names: readonly string[]) => {
        for (const name of names) used.add(name);
      },
    };
    provideRequestScope(() => scope as unknown as RequestScope);
    try {
      html(instance, <Screen hook={serverTranslation as Hook} count={1} />);
    } finally {
      provideRequestScope(() => undefined);
    }
    expect([...used].sort()).toEqual(["surveys", "translation"]);
    // Not the shared instance's: another request's page would read them as its own.
    expect(instance.reportNamespaces?.getUsedNamespaces() ?? []).toEqual([]);
  });
});
