import type { Page, Route } from "@playwright/test";
import { createMember, expect, test } from "./support/accounts.js";

/**
 * A prerendered page is usable before the app arrives, and React's hydration takes it over where
 * the visitor left it. Each test holds the app's entry script back, acts on the bare HTML, then lets
 * the app load: what was typed and pressed in between must count.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test("a member who signs in on the sign-in page before the app has arrived is signed in once it has", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const release = await holdTheApp(page);
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  // Still the page's own HTML: the press is held, nothing has been sent.
  await expect(page).toHaveURL(/\/sign-in$/);

  await release();
  await expect(page).toHaveURL(/\/home$/);
});

test("a tab pressed on the landing page before the app has arrived is shown once it has", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto("/");
  await page.getByRole("tab", { name: "Redeem" }).click();
  await release();
  await expect(page.getByRole("tab", { name: "Redeem" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("code we send to your phone");
});

test("a member's surveys arrive rendered by the server, and the app takes the page over without asking again", async ({
  page,
}) => {
  await createMember(page.request);
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/list_surveys")) listCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const release = await holdTheApp(page);
  const response = await page.goto("/home/survey/my-survey");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // Before the app has arrived, the member's surveys are on the page.
  await expect(page.getByRole("article", { name: "Morning coffee habits" })).toBeVisible();

  const ready = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener("app:ready", () => resolve(), { once: true })),
  );
  await release();
  await ready;
  await expect(page.getByRole("article", { name: "Morning coffee habits" })).toBeVisible();
  // Hydrated from the page's own data: the list was not asked for again, and the HTML matched.
  expect(listCalls).toEqual([]);
  expect(warnings.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);

  // The app has the page: the other tab is a navigation in the app, which asks for its list.
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/\/home\/survey$/);
  await expect.poll(() => listCalls.some((url) => url.includes("tab=all"))).toBe(true);
});

test("a visitor on a signed-in screen is sent to sign-in by the server", async ({ request }) => {
  const response = await request.get("/home", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/sign-in?next=%2Fhome");
});

test("a member's dashboard arrives rendered by the server with the balance, and hydrates without asking again", async ({
  page,
}) => {
  await createMember(page.request);
  const homeCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/home(\?|$)/.test(request.url())) homeCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const release = await holdTheApp(page);
  await page.goto("/home");
  await expect(page.getByTestId("home-balance")).toBeVisible();
  const ready = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener("app:ready", () => resolve(), { once: true })),
  );
  await release();
  await ready;
  await expect(page.getByTestId("home-balance")).toBeVisible();
  expect(homeCalls).toEqual([]);
  expect(warnings.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
