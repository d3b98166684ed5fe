import { createMember, expect, test } from "./support/accounts.js";

// The demo's days are Jakarta's: a browser elsewhere would be on another day after 17:00 UTC.
test.use({ timezoneId: "Asia/Jakarta" });

// The demo member's board has a line one summon away (demo data): one run only, since both
// projects share the one demo account and a day has one summon. She speaks Indonesian.
test("the demo member summons today's monster, completes a line and sees 10 points as Bingo", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one demo account for the whole run");
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill("member@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo-pass-2026");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/home/bingo");
  await expect(page.getByRole("heading", { name: "Bingo monster", level: 1 })).toBeVisible();
  const board = page.getByTestId("bingo-board");
  await expect(board.getByRole("listitem")).toHaveCount(25);
  const markedBefore = await board.locator('[data-marked="true"]').count();
  await expect(page.getByTestId("bingo-seed-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await page.screenshot({ path: test.info().outputPath("bingo-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Panggil monster hari ini" }).click();
  await expect(page.getByRole("button", { name: "Monster hari ini sudah dipanggil" })).toBeDisabled();
  await expect(board.locator('[data-marked="true"]')).toHaveCount(markedBefore + 1);
  const prizes = page.getByTestId("bingo-prizes");
  await expect(prizes).toContainText("+10");

  // Last week's revealed seed checks out in the browser.
  await page.getByRole("button", { name: "Verifikasi papan minggu lalu" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Terverifikasi" })).toBeVisible();

  // Today's board: five of the day's monsters summoned by the demo, the next one a click away.
  await page.getByRole("tab", { name: "Papan hari ini" }).click();
  await expect(page).toHaveURL(/board=today/);
  const daily = page.getByTestId("bingo-daily-board");
  await expect(daily.getByRole("listitem")).toHaveCount(25);
  await expect(page.getByTestId("bingo-daily-count")).toHaveText("5 dari 20 monster hari ini dipanggil");
  await page.getByRole("button", { name: "Panggil monster berikutnya" }).click();
  await expect(page.getByTestId("bingo-daily-count")).toHaveText("6 dari 20 monster hari ini dipanggil");
  await page.screenshot({ path: test.info().outputPath("bingo-today-1280.png"), fullPage: true });

  await page.goto("/home/points");
  const entry = page.getByTestId("history-row").first();
  await expect(entry).toContainText("Bingo");
  await expect(entry).toContainText("+10 poin");
});

test("a new member sees a 5-column board on a phone and summons once a day", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "the phone layout");
  await page.setViewportSize({ width: 360, height: 780 });
  await createMember(page.request);
  await page.goto("/home/bingo");
  const board = page.getByTestId("bingo-board");
  await expect(board.getByRole("listitem")).toHaveCount(25);
  await expect(board.locator('[data-marked="true"]')).toHaveCount(1);
  const box = await board.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Summon today's monster" }).click();
  await expect(page.getByRole("button", { name: "Today's monster is summoned" })).toBeDisabled();
  await expect(page.getByText("1 monster summoned this week (1 daily)")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("bingo-360.png"), fullPage: true });

  // Today's board takes every monster of the day: one, then all the rest at once.
  await page.getByRole("tab", { name: "Today's board" }).click();
  const daily = page.getByTestId("bingo-daily-board");
  await expect(daily.getByRole("listitem")).toHaveCount(25);
  expect((await daily.boundingBox())?.width ?? 0).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Summon the next monster" }).click();
  await expect(page.getByTestId("bingo-daily-count")).toHaveText("1 of 20 monsters of today summoned");
  await page.getByRole("button", { name: "Summon all (19 left)" }).click();
  await expect(page.getByTestId("bingo-daily-count")).toHaveText("20 of 20 monsters of today summoned");
  await expect(page.getByText("Every monster of today is summoned. A new board comes tomorrow.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Summon all/ })).toHaveCount(0);
  // The weekly board is untouched by it.
  await page.getByRole("tab", { name: "This week's board" }).click();
  await expect(page.getByText("1 monster summoned this week (1 daily)")).toBeVisible();
  await page.getByRole("tab", { name: "Today's board" }).click();
  await page.screenshot({ path: test.info().outputPath("bingo-today-360.png"), fullPage: true });
});
