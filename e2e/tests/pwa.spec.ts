// The callbacks given to page.evaluate run in the browser.
/// <reference lib="dom" />
import { expect, type Page, test } from "@playwright/test";

type Manifest = {
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Opens the home page and waits until the service worker, registered after the load event, is active. */
async function openWithServiceWorker(page: Page) {
  await page.goto("/");
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
}

/** The path of every entry in the service worker's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test("the manifest is linked, with the theme colour and icons that load", async ({ page, request, isMobile }) => {
  test.skip(isMobile, "the same files for every device");
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href ?? "");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone", theme_color: "#e91e63" });

  const pngSizes = manifest.icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toContain(icon.type);
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon ?? "")).status()).toBe(200);
});

test("the service worker takes control and keeps the assets in its cache", async ({ page }) => {
  await openWithServiceWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const assetsFromWorker: boolean[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assetsFromWorker.push(response.fromServiceWorker());
  });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(assetsFromWorker.length).toBeGreaterThan(0);
  expect(assetsFromWorker.every(Boolean)).toBe(true);
  expect((await cachedPaths(page)).some((path) => path.startsWith("/assets/"))).toBe(true);
});

test("API requests always go to the network and are never cached", async ({ page }) => {
  await openWithServiceWorker(page);
  await page.reload();

  for (let attempt = 0; attempt < 2; attempt++) {
    const [response] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/api/health_checkes"),
      page.evaluate(() => fetch("/api/health_checkes").then((answer) => answer.status)),
    ]);
    expect(response.fromServiceWorker()).toBe(false);
  }
  const paths = await cachedPaths(page);
  expect(paths).toContain("/");
  expect(paths.filter((path) => path.startsWith("/api/"))).toEqual([]);
});

test("offline, the app still opens from the cached shell", async ({ page, context }) => {
  await openWithServiceWorker(page);
  await page.reload();
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.reload();
  // The shell opens offline and then names the route in the member's language ("… · Rewards").
  await expect(page).toHaveTitle(/Rewards$/);
  await expect(page.locator("#root")).not.toBeEmpty();
  const network = await page.evaluate(() =>
    fetch("/api/health_checkes").then(
      () => "reached",
      () => "unreachable",
    ),
  );
  expect(network).toBe("unreachable");
  await context.setOffline(false);
});
