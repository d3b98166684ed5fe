import { createMember, expect, test } from "./support/accounts.js";
import { answerableSurvey } from "./support/surveys.js";

test("the language switch sets the locale, remembers it and closes the menu", async ({ page, context }) => {
  await page.goto("/help");
  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitemradio", { name: "Tiếng Việt" }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("link", { name: "Trợ giúp", exact: true })).toBeVisible();
  const locale = (await context.cookies()).find((cookie) => cookie.name === "locale");
  expect(locale?.value).toBe("vi");
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole("link", { name: "Trợ giúp", exact: true })).toBeVisible();
});

test("every route of the spec answers 200 inside its layout", async ({ request }) => {
  for (const path of ["/home", "/home/points/42", "/home/offers/shop/campaign", "/home/offers/shop/3/campaign/9"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("the bottom bar offers home, mission, points, invite and profile", async ({ page }) => {
    await createMember(page.request);
    await page.goto("/home/points");
    const bar = page.getByRole("navigation", { name: "Main navigation" }).last();
    for (const name of ["Home", "Mission", "Points", "Invite", "Profile"]) {
      await expect(bar.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByTestId("mobile-title")).toHaveText("Points");
    await bar.getByRole("link", { name: "Mission" }).click();
    await expect(page).toHaveURL(/\/home\/mission$/);
    await expect(page.getByTestId("mobile-title")).toHaveText("Missions");
  });

  test("the bottom bar hides while a survey is answered, and the title says 'current of total'", async ({ page }) => {
    await createMember(page.request);
    // Whichever survey it is, its own count of questions: other tests publish surveys of their own.
    const survey = await answerableSurvey(page.request);
    const total = survey.question_count;
    expect(total).toBeGreaterThanOrEqual(2);
    await page.goto(`/home/survey/${survey.id}?current=2&total=${total}`);
    await expect(page.getByTestId("mobile-title")).toHaveText(`2 of ${total}`);
    await expect(page.getByRole("link", { name: "Mission" })).toHaveCount(0);
    await page.goto("/home/survey");
    await expect(page.getByRole("link", { name: "Mission" })).toBeVisible();
  });

  test("the close button leads home, where the header offers neither back nor close but the level and the bell", async ({
    page,
  }) => {
    await createMember(page.request);
    await page.goto("/home/setting");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("mobile-title")).toHaveText("Home");
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Close" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByTestId("mobile-header-level")).toHaveText("Lv 1");
    await expect(page.getByRole("link", { name: "Level 1: missions" })).toHaveAttribute("href", "/home/mission");
  });

  test("without a job profile the job area offers a single create button", async ({ page }) => {
    await createMember(page.request);
    await page.goto("/home/flashjobs/search");
    await page.getByRole("link", { name: "Create a job profile" }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/profile$/);
  });

  test("the shop nav sends a visitor to sign in for Shop and Profile", async ({ page }) => {
    await page.goto("/home/shops");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).last();
    for (const name of ["Explore", "Campaign", "Shop", "Profile"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    // The round QR button opens the scanner in place.
    await expect(nav.getByRole("button", { name: "Scan a QR code" })).toBeVisible();
    await nav.getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("inside the native app the shop nav asks the wrapper to log in instead", async ({ page, context, baseURL }) => {
    // Inside the wrapper the default locale is Indonesian; this test reads the English labels.
    await context.addCookies([{ name: "locale", value: "en", url: baseURL ?? "" }]);
    await page.addInitScript(() => {
      const posted: string[] = [];
      Object.assign(window, { AppChannel: { postMessage: (message: string) => posted.push(message) }, posted });
    });
    await page.goto("/home/shops");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .last()
      .getByRole("link", { name: "Profile" })
      .click();
    await expect(page).toHaveURL(/\/home\/shops$/);
    expect(await page.evaluate(() => (window as unknown as { posted: string[] }).posted)).toEqual(['{"type":"login"}']);
  });

  test("a coupon's back button returns to its shop's coupon tab", async ({ page }) => {
    // Coupons are a member's own: a signed-in member of its own.
    await createMember(page.request);
    await page.goto("/home/shops/coupon/5?storeId=12");
    await page.getByTestId("shop-back").click();
    await expect(page).toHaveURL(/\/home\/shops\/search\/12\?tab=coupon$/);
  });

  test("explore's rows of shops start at their first shop, lined up with the page", async ({ page }) => {
    await createMember(page.request);
    await page.goto("/home/shops");
    const row = page.locator("section ul.snap-x").first();
    await expect(row.locator("li").first()).toBeVisible();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBe(0);
  });

  test("back on a page opened directly stays in the app; after a step in it, it goes back", async ({ page }) => {
    await createMember(page.request);
    // A shared store's address, opened in a new tab: back leads to the shops, not out of the app.
    await page.goto("/home/shops/search/demo-store-jakarta");
    await page.getByTestId("shop-back").click();
    await expect(page).toHaveURL(/\/home\/shops$/);
    // A notification's link: back leads home, as the close button does.
    await page.goto("/home/notification");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    // From a page of the app, back returns to it.
    await page.goto("/home/points");
    const bar = page.getByRole("navigation", { name: "Main navigation" }).last();
    await bar.getByRole("link", { name: "Mission" }).click();
    await expect(page).toHaveURL(/\/home\/mission$/);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/home\/points$/);
  });
});

test.describe("on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("the header's 'more' menu leads to real screens only; entries of features still to land stay out", async ({
    page,
  }) => {
    await createMember(page.request);
    await page.goto("/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Mission", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "More" }).click();
    for (const name of ["Invite", "Mission", "Bingo"]) await expect(page.getByRole("menuitem", { name })).toBeVisible();
    await page.getByRole("menuitem", { name: "Mission" }).click();
    await expect(page).toHaveURL(/\/home\/mission$/);
    await expect(page.getByRole("heading", { level: 1, name: "Missions" })).toBeVisible();
    // The bell leads to notifications; the find-job menu picks the profile type and opens the marketplace.
    await expect(header.getByRole("link", { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByText("This screen is being prepared and will be available soon.")).toHaveCount(0);
    await header.getByRole("button", { name: "Find a job" }).click();
    await page.getByRole("menuitem", { name: "Flashbuzz" }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs$/);
    await expect(page.getByRole("radio", { name: "Flashbuzz" })).toBeChecked();
  });

  test("the avatar menu logs out to the sign-in page", async ({ page }) => {
    await createMember(page.request);
    await page.goto("/home/points");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("sharing a shop copies its link and says so in a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/home/shops/search/12");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    // The toasts' region, mounted with the first toast, is named for screen readers.
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  });
});

test.describe("a missing route chunk", () => {
  // The service worker would fetch the chunk itself, out of reach of page.route.
  test.use({ serviceWorkers: "block" });

  test("reloads the page once, then shows the error page", async ({ page }) => {
    await page.route(/\/assets\/search-page-[^/]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    // A screen without a guard (shop search is open to visitors), so that a visitor reaches its chunk.
    await page.goto("/home/shops/search");
    // Two whole page loads (the failed one and the reload) come before the error page.
    await expect(page.getByTestId("error-status")).toHaveText("500", { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! ");
    expect(loads).toBe(2);
  });
});
