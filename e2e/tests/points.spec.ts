import type { Page } from "@playwright/test";
import { codeSentTo, createMember, expect, messageIds, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { grantPoints, userIdOf } from "./support/points.js";

/** The balance the layout shows: beside the avatar menu on a desktop, on the bottom bar's points entry on a phone. */
async function expectLayoutBalance(page: Page, points: string) {
  const phone = test.info().project.name === "mobile";
  const balance = phone ? page.getByRole("link", { name: `Points: ${points}` }) : page.getByTestId("header-balance");
  await expect(balance).toBeVisible();
  if (!phone) await expect(balance).toHaveAccessibleName(`Points: ${points}`);
}

test("a member redeems points by bank transfer, confirmed with the texted code", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A whole journey with accessibility scans on the way: more than one screen's time.
  test.slow();
  const member = await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 20_000, "Welcome to the test");

  await page.goto("/home/points");
  await expect(page.getByTestId("points-balance")).toContainText("20,000");
  await expect(page.getByTestId("points-balance-local")).toHaveText("Worth about IDR 2,600,000");
  await expect(page.getByText(/Your points expire on .+ unless your balance changes before then\./)).toBeVisible();
  const grant = page.getByTestId("history-row").first();
  await expect(grant).toContainText("Bonus from the team");
  await expect(grant).toContainText("Welcome to the test");
  await expect(grant).toContainText("+20,000 points");
  await expectLayoutBalance(page, "20,000");
  await expectNoSeriousAccessibilityIssue(page);

  await page.getByRole("link", { name: "Redeem", exact: true }).click();
  await expect(page).toHaveURL(/\/home\/points\/redeem$/);
  const points = page.getByLabel("Points to redeem");
  await points.fill("100");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(points).toHaveAccessibleDescription("Redeem at least 380 points.");

  await points.fill("1000");
  await page.getByLabel("Bank name").fill("BCA");
  await page.getByLabel("Account holder").fill("Ana Putri");
  await page.getByLabel("Account number").fill("1234 5678 90");
  const preview = page.getByTestId("transfer-preview");
  await expect(preview).toContainText("IDR 130,000");
  await expect(preview).toContainText("IDR 2,500");
  await expect(preview).toContainText("IDR 127,500");
  await expect(preview).toContainText("19,000 points");
  await expectNoSeriousAccessibilityIssue(page);

  const phone = `${member.countryCode}${member.phone}`;
  const earlier = await messageIds(page.request, phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Confirm with the code we texted you" })).toBeVisible();
  await expect(page.getByText(/We texted a 6-digit code to \+62/)).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);

  const code = page.getByLabel("Code from the text message");
  await code.fill(await codeSentTo(page.request, phone, earlier));
  await page.getByRole("button", { name: "Confirm the transfer" }).click();

  const done = page.getByTestId("transfer-done");
  await expect(done.getByRole("heading", { name: "Your transfer has been requested" })).toBeVisible();
  await expect(done).toContainText("Transfers take up to 30 working days.");
  await expect(done.getByTestId("redeem-status")).toHaveText("Requested");
  await expect(done).toContainText("IDR 127,500");
  await expect(done).toContainText("19,000 points");
  await expectLayoutBalance(page, "19,000");

  await page.getByRole("link", { name: "Back to my points" }).click();
  await expect(page.getByTestId("points-balance")).toContainText("19,000");
  const transfer = page.getByTestId("history-row").first();
  await expect(transfer).toContainText("Bank transfer");
  await expect(transfer).toContainText("-1,000 points");
  await expect(transfer.getByTestId("redeem-status")).toHaveText("Requested");

  await transfer.click();
  await expect(page).toHaveURL(/\/home\/points\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("entry-amount")).toHaveText("-1,000 points");
  await expect(page.getByRole("list", { name: "Progress of the redemption" })).toContainText("Request received");
  const request = page.getByRole("region", { name: "Redemption" });
  await expect(request).toContainText("•••• 7890");
  await expect(request).toContainText("IDR 127,500");
  await expectNoSeriousAccessibilityIssue(page);

  await page.goto("/home/points?tab=exchanges");
  await expect(page.getByTestId("exchange-row").first()).toContainText("Bank transfer: BCA");
});

test("a wrong code is refused on the code field and spends nothing", async ({ page, playwright, baseURL }) => {
  await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 1_000);

  await page.goto("/home/points/redeem");
  await page.getByLabel("Points to redeem").fill("500");
  await page.getByLabel("Bank name").fill("Mandiri");
  await page.getByLabel("Account holder").fill("Ana Putri");
  await page.getByLabel("Account number").fill("987654321");
  // Every reading of the resend wait, as the page draws it (before it is painted).
  await page.evaluate(() => {
    const readings: number[] = [];
    Object.assign(window, { waitReadings: readings });
    new MutationObserver(() => {
      for (const [, seconds] of document.body.innerText.matchAll(/Send again in (\d+) s/g))
        readings.push(Number(seconds));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Continue" }).click();

  const code = page.getByLabel("Code from the text message");
  await code.fill("000000");
  await page.getByRole("button", { name: "Confirm the transfer" }).click();
  await expect(code).toHaveAccessibleDescription("Invalid code. Please try again");
  await expect(page.getByRole("button", { name: /Send again in \d+ s/ })).toBeDisabled();
  // The wait starts at its full minute, never a second more.
  const readings = await page.evaluate(() => (window as unknown as { waitReadings: number[] }).waitReadings);
  expect(readings.length).toBeGreaterThan(0);
  expect(Math.max(...readings)).toBe(60);

  await page.goto("/home/points");
  await expect(page.getByTestId("points-balance")).toContainText("1,000");
});

test("a member redeems a phone card and gets its code", async ({ page, playwright, baseURL }) => {
  await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 1_000);

  await page.goto("/home/points/redeem");
  await page.getByRole("tab", { name: "Phone cards" }).click();
  await expect(page).toHaveURL(/tab=phone_card/);
  await page.getByRole("radio", { name: "Telkomsel" }).click();
  await page.getByRole("radio", { name: /IDR 10,000/ }).click();
  await expect(page.getByTestId("card-total")).toHaveText("77 points");
  await expectNoSeriousAccessibilityIssue(page);

  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Redeem these cards?" });
  await expect(dialog).toContainText("1 × Telkomsel IDR 10,000 for 77 points. Your balance after: 923 points.");
  await dialog.getByRole("button", { name: "Yes, redeem" }).click();

  const done = page.getByTestId("card-done");
  await expect(done.getByRole("heading", { name: "Here are your cards" })).toBeVisible();
  await expect(done).toContainText("Your balance now: 923 points.");
  const card = done.getByTestId("delivered-card");
  await expect(card).toHaveCount(1);
  const cardCode = (await card.locator("p").first().textContent()) ?? "";
  expect(cardCode).not.toBe("");
  await expect(card.getByRole("button", { name: `Copy code ${cardCode}` })).toBeVisible();
  await expectLayoutBalance(page, "923");

  await page.goto("/home/points");
  const row = page.getByTestId("history-row").first();
  await expect(row).toContainText("Phone card");
  await expect(row).toContainText("-77 points");
  await expect(row.getByTestId("redeem-status")).toHaveText("Paid");
  await row.click();
  await expect(page.getByTestId("delivered-card")).toContainText(cardCode);
});

test("an entry that is not the member's is not found", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/points/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("This entry could not be found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to my points" }).click();
  await expect(page).toHaveURL(/\/home\/points$/);
  await expect(page.getByText("No points yet")).toBeVisible();
});
