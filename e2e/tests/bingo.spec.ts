import { createMember, expect, test } from "./support/accounts.js";

// The demo's days are Jakarta's: a browser elsewhere would be on another day after 17:00 UTC.
test.use({ timezoneId: "Asia/Jakarta" });

test("a new member sees a 5-column board on a phone and summons once a day", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "the phone layout");
  await page.setViewportSize({ width: 360, height: 780 });
  await createMember(page.request);
  await page.goto("/home/bingo");
  const board = page.getByTestId("bingo-board");
  // The first page of a fresh browser may take a while on a busy machine.
  await expect(board.getByRole("listitem")).toHaveCount(25, { timeout: 30_000 });
  await expect(board.locator('[data-marked="true"]')).toHaveCount(1);
  const box = await board.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Summon today's monster" }).click();
  await expect(page.getByRole("button", { name: "Today's monster is summoned" })).toBeDisabled();
  await expect(page.getByText("1 monster summoned this week (1 daily)")).toBeVisible();
  // The summon shows the monster it called and says where it landed, or that it missed the board.
  const reveal = page.getByTestId("summon-reveal");
  await expect(reveal).toContainText(/Monster \d+ is summoned!/);
  await expect(reveal).toContainText(/landed on your board at column [BINGO], row [1-5]\.|not on your board this time/);
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
