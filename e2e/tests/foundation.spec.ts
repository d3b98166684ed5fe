import { expect, test } from "@playwright/test";

test("the landing page renders in English by default", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Help", exact: true })).toBeVisible();
});

test("the shell follows the locale cookie", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("link", { name: "Trợ giúp", exact: true })).toBeVisible();
});

test("the health-check page shows every service up, fetched through the API and the database", async ({ page }) => {
  await page.goto("/health-check");
  for (const service of ["main", "job", "shop", "chat", "admin"]) {
    await expect(page.locator(`tr[data-service="${service}"]`)).toContainText("Up");
  }
  // Each service names what it depends on: the browser tests run without Redis.
  const main = page.locator('tr[data-service="main"]');
  await expect(main.locator('[data-dependency="database"]')).toContainText("Database Up");
  await expect(main.locator('[data-dependency="object_store"]')).toContainText("File store Up");
  await expect(main.locator('[data-dependency="redis"]')).toContainText("Redis Not used");
});

test("an unknown path shows the not-found page with a real 404", async ({ page }) => {
  const response = await page.goto("/this/is/not/a/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an error report from the browser is accepted", async ({ request }) => {
  const response = await request.post("/api/logs", { data: { name: "Error", message: "from the e2e suite" } });
  expect(response.status()).toBe(202);
  expect(await response.json()).toEqual({ status: true, data: { stored: true } });
});
