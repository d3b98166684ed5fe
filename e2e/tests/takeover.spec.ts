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
