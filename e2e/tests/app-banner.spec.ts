// The callbacks given to page.evaluate run in the browser.
/// <reference lib="dom" />
import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { devices, expect, type Page, test } from "@playwright/test";

/** The store apps the browser tests' build names (e2e/build.mjs); a build naming none shows no banner. */
type BuiltLinks = Record<"VITE_APP_ANDROID_VI" | "VITE_APP_IOS_VI" | "VITE_APP_ANDROID_ID" | "VITE_APP_IOS_ID", string>;
const builtLinks: BuiltLinks = JSON.parse(fs.readFileSync(new URL("../store-links.json", import.meta.url), "utf8"));
const storeLinks = {
  vi: { android: builtLinks.VITE_APP_ANDROID_VI, ios: builtLinks.VITE_APP_IOS_VI },
  id: { android: builtLinks.VITE_APP_ANDROID_ID, ios: builtLinks.VITE_APP_IOS_ID },
};

const copy = {
  en: { title: "Get the Rewards app", install: "Install", close: "Close the app banner" },
  vi: { title: "Tải ứng dụng Rewards", install: "Cài đặt", close: "Đóng thông báo tải ứng dụng" },
  id: { title: "Unduh aplikasi Rewards", install: "Instal", close: "Tutup banner aplikasi" },
};
type Locale = keyof typeof copy;

const banner = (page: Page, locale: Locale = "en") => page.getByRole("complementary", { name: copy[locale].title });

async function openHome(page: Page, locale?: Locale) {
  if (locale) {
    await page.context().addCookies([{ name: "locale", value: locale, url: test.info().project.use.baseURL ?? "" }]);
  }
  await page.goto("/");
}

/** For the checks that the banner is absent: it would have appeared by the time the page is idle. */
async function openHomeAndSettle(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root")).not.toBeEmpty();
}

test.describe("on mobile web", () => {
  test.skip(({ isMobile }) => !isMobile, "the banner is for phones; the desktop case is below");

  for (const [locale, market] of [
    ["en", "id"],
    ["id", "id"],
    ["vi", "vi"],
  ] as const) {
    test(`an Android visitor in ${locale} is sent to the ${market} app on Google Play`, async ({ page }) => {
      await openHome(page, locale);
      await expect(banner(page, locale)).toBeVisible();
      await expect(banner(page, locale).getByRole("link", { name: copy[locale].install })).toHaveAttribute(
        "href",
        storeLinks[market].android,
      );
    });
  }

  test.describe("on an iPhone", () => {
    test.use({ userAgent: devices["iPhone 14"].userAgent });

    for (const [locale, market] of [
      ["en", "id"],
      ["vi", "vi"],
    ] as const) {
      test(`a visitor in ${locale} is sent to the ${market} app on the App Store`, async ({ page }) => {
        await openHome(page, locale);
        await expect(banner(page, locale).getByRole("link", { name: copy[locale].install })).toHaveAttribute(
          "href",
          storeLinks[market].ios,
        );
      });
    }
  });

  test("once closed it stays hidden for the session, also after a reload", async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole("button", { name: copy.en.close }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("isShowBanner"))).toBe("hidden");

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(banner(page)).toHaveCount(0);
  });

  test("it is not shown inside the native app wrapper", async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { AppChannel: { postMessage() {} } });
    });
    await openHomeAndSettle(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test.describe("on the narrowest phone", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("it fits, with its link and close button in view", async ({ page }) => {
      await openHome(page);
      const box = await banner(page).boundingBox();
      expect(box?.width).toBeLessThanOrEqual(320);
      await expect(banner(page).getByRole("link", { name: copy.en.install })).toBeInViewport({ ratio: 1 });
      await expect(banner(page).getByRole("button", { name: copy.en.close })).toBeInViewport({ ratio: 1 });
    });
  });

  test("it passes the accessibility checks, contrast included", async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include("aside").analyze();
    expect(results.violations).toEqual([]);
  });
});

test("it is not shown on a desktop", async ({ page, isMobile }) => {
  test.skip(isMobile, "a desktop case");
  await openHomeAndSettle(page);
  await expect(banner(page)).toHaveCount(0);
});
