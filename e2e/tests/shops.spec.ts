import type { Page } from "@playwright/test";
import { createMember, expect, phoneIn, test } from "./support/accounts.js";
import { giveRoles, userIdOf } from "./support/points.js";
import { countTakeOvers, untilTakenOver } from "./support/taken-over.js";

const headers = { platform: "3" };
/** A screen's first load brings its chunks, its catalog and its answers: more than one expect's wait. */
const firstLoad = { timeout: 15_000 };
/** Near the Jakarta demo stores. */
const jakarta = { latitude: -6.2, longitude: 106.8166 };

/** The tests have no internet: the tile server is made unreachable on purpose, as it would be offline. */
async function withoutTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

test.describe("exploring with the browser's location", () => {
  test.use({ geolocation: jakarta, permissions: ["geolocation"] });

  test("explore asks with a reason, then lists the nearest shops with distances and marks them on the map", async ({
    page,
    isMobile,
  }) => {
    // Three screens' worth of first loads (the page, the map's chunk, the reload).
    test.setTimeout(60_000);
    await withoutTiles(page);
    await page.goto("/home/shops");
    const card = page.getByTestId("location-card");
    await expect(card.getByRole("heading", { name: "Find shops near you" })).toBeVisible(firstLoad);
    await card.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByTestId("location-line")).toContainText("Near you");

    const nearby = page.getByTestId("nearby-list").getByTestId("store-row");
    await expect(nearby.first()).toBeVisible(firstLoad);
    await expect(nearby.first().getByTestId("store-distance")).toHaveText(/^\d[\d.,]* (m|km)$/);
    await expect(page.getByTestId("shops-row-popular").getByTestId("store-card").first()).toBeVisible();
    // A row moves by its arrows for a mouse; a phone swipes it and has none.
    const popular = page.getByTestId("shops-row-popular");
    const next = popular.getByRole("button", { name: /, next shops$/ });
    if (isMobile) await expect(next).toBeHidden();
    else {
      const previous = popular.getByRole("button", { name: /, previous shops$/ });
      await expect(previous).toBeDisabled();
      await next.click();
      await expect
        .poll(() =>
          popular
            .locator("ul")
            .first()
            .evaluate((row) => row.scrollLeft),
        )
        .toBeGreaterThan(0);
      await expect(previous).toBeEnabled();
    }

    // The map keeps its markers without tiles, says so, and the list carries the screen.
    const map = page.getByTestId("store-map");
    await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
    expect(await map.locator(".leaflet-marker-icon").count()).toBeGreaterThan(1);
    await expect(page.getByTestId("map-tiles-failed")).toBeVisible();

    // The choice lasts the session: back on explore, nobody asks again.
    await page.reload();
    await expect(page.getByTestId("location-line")).toContainText("Near you", firstLoad);
    await expect(page.getByTestId("location-card")).toHaveCount(0);
  });
});

test("refused the location, explore offers the cities instead", async ({ page, isMobile }) => {
  test.skip(isMobile, "one layout is enough");
  await withoutTiles(page);
  // No permission granted: the browser refuses.
  await page.goto("/home/shops");
  await page.getByRole("button", { name: "Use my location" }).click(firstLoad);
  await expect(page.getByText("We could not get your location.")).toBeVisible();
  await page.getByRole("button", { name: "Hanoi" }).click();
  await expect(page.getByTestId("location-line")).toContainText("Near Hanoi");
  await expect(page.getByTestId("nearby-list").getByTestId("store-row").first()).toContainText("Hà Nội", firstLoad);
});

test("search in Vietnamese typed without accents finds the accented shop", async ({ browser, baseURL, isMobile }) => {
  test.skip(isMobile, "the test brings its own phone");
  const page = await phoneIn(browser, baseURL, "vi");
  try {
    await page.goto("/home/shops/search");
    const box = page.getByRole("searchbox", { name: "Tìm cửa hàng" });
    // "pho" alone now also matches every "Phố" street of Hanoi and every "Cà phê", so the test types
    // the shop's whole name, as the route's description promises ("pho ha noi" finds Phở Hà Nội).
    await box.fill("pho ha noi", firstLoad);
    // The type-ahead answers first, then the results of the search.
    await expect(page.getByTestId("store-suggestions").getByRole("link").first()).toContainText(/Phở/, firstLoad);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/home\/shops\/search\?q=pho(\+|%20)ha(\+|%20)noi$/);
    const results = page.getByTestId("search-results").getByTestId("store-row");
    await expect(results.first()).toContainText(/Phở/, firstLoad);
    await expect(page.getByRole("status").filter({ hasText: /Tìm thấy \d+ cửa hàng/ })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("a like is sent once for a burst of clicks, with the final state, and survives a reload", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one layout is enough");
  await createMember(page.request);
  const listed = await page.request.get(`/api/shop/stores?lat=${jakarta.latitude}&long=${jakarta.longitude}&limit=1`, {
    headers,
  });
  const store = ((await listed.json()) as { data: { id: string; name: string }[] }).data[0];
  expect(store).toBeDefined();
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/shop/stores/like")) sent.push(request.postDataJSON());
  });

  await countTakeOvers(page);
  await page.goto(`/home/shops/search/${store?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(store?.name ?? "", firstLoad);
  // The burst as the app sends it (presses made while the app arrives: takeover.spec.ts).
  await untilTakenOver(page);
  const heart = page.getByTestId("store-like");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/shop/stores/like"));
  // Like, unlike, like: the heart follows each click at once, and one request carries the end state.
  await heart.click();
  await heart.click();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await answered).ok()).toBe(true);
  await page.waitForTimeout(700);
  expect(sent).toEqual([{ store_id: store?.id, like: true }]);

  await page.reload();
  await expect(page.getByTestId("store-like")).toHaveAttribute("aria-pressed", "true", firstLoad);
  await expect(page.getByTestId("store-likes")).toContainText(/[1-9]\d* like/);
});

test.describe("a visitor on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the shop bottom nav is the phone's");

  test("pressing the Shop tab goes to sign-in; the heart asks to log in", async ({ page }) => {
    await withoutTiles(page);
    await page.goto("/home/shops/search/demo-store-jakarta");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(firstLoad);
    await page.getByTestId("store-like").click();
    await expect(page.getByText("Please log in to use this feature")).toBeVisible();
    await expect(page.getByTestId("store-like")).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("navigation", { name: "Main navigation" }).last().getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test("on a desktop, the store's bar scrolls with the page and the site's header stays on top", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the site's header is the desktop's");
  await createMember(page.request);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/home/shops/search/demo-store-jakarta");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(firstLoad);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // What is drawn at the top left corner: the site's header, not the store's bar over it.
  const atTop = () =>
    page.evaluate(() => {
      const header = document.elementFromPoint(20, 24)?.closest("header");
      return header ? (header.querySelector("[data-testid=shop-back]") ? "store bar" : "site header") : "nothing";
    });
  await expect.poll(atTop).toBe("site header");
});

test("the back office creates a store placed on the map, and members find it", async ({
  page,
  playwright,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the console is used on a desktop");
  await withoutTiles(page);
  await createMember(page.request);
  await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "admin"]);
  const name = `Kopi Uji ${Date.now().toString(36)}`;

  await page.goto("/admin/stores/new");
  await expect(page).toHaveTitle("New store · Back office · Rewards", firstLoad);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: "Café" }).check(firstLoad);
  await page.getByLabel("Street address").fill("Jl. Sabang 10");
  await page.getByLabel("City").fill("Jakarta");
  // Picking the place with a click on the map fills in the degrees.
  await page.getByTestId("store-map").click();
  await expect(page.getByLabel("Latitude")).toHaveValue(/^-6\.\d+$/);
  await expect(page.getByLabel("Longitude")).toHaveValue(/^106\.\d+$/);
  await page.getByRole("button", { name: "Create store" }).click();

  await expect(page.getByText("Store created")).toBeVisible(firstLoad);
  await expect(page).toHaveURL(/\/admin\/stores\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Opening hours" })).toBeVisible();

  const found = await page.request.get(`/api/shop/stores/suggest_text?search=${encodeURIComponent(name)}`, {
    headers,
  });
  const names = ((await found.json()) as { data: { name: string }[] }).data.map((store) => store.name);
  expect(names).toContain(name);
});
