import type { Page } from "@playwright/test";
import { createMember, expect, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });

/** A 1×1 PNG, small enough for any limit. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a member answers a survey step by step, earns its points and cannot answer it again", async ({ page }) => {
  await createMember(page.request);
  const phone = test.info().project.name === "mobile";

  await page.goto("/home/survey/my-survey");
  const card = page.getByRole("article", { name: "Morning coffee habits" });
  await expect(card).toContainText("+300 points");
  await expect(card).toContainText("3 minutes");
  await expectNoSeriousAccessibilityIssue(page);
  await shot(page, "list");
  await card.getByRole("link", { name: "Answer" }).click();

  await expect(page).toHaveURL(/\/home\/survey\/[0-9a-f-]+\?current=1&total=5$/);
  const progress = page.getByRole("progressbar", { name: "Question 1 of 5" });
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  if (phone) await expect(page.getByText("1 of 5", { exact: true })).toBeVisible();
  const next = page.getByRole("button", { name: "Next" });

  await next.click();
  await expect(page.getByText("Select one", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: "Other" }).check();
  await next.click();
  await expect(page.getByText("Please submit your answer", { exact: true })).toBeVisible();
  await page.getByLabel("Please specify").fill("Cocoa");
  await next.click();

  await expect(page).toHaveURL(/current=2&total=5$/);
  await page.getByRole("checkbox", { name: "At home" }).check();
  await next.click();
  // A number the question cannot take names the rule it broke.
  const cups = page.getByLabel(/Cups a day\?/);
  await cups.fill("12");
  await next.click();
  await expect(page.getByText("Between 0 and 10", { exact: true })).toBeVisible();
  await cups.fill("2.5");
  await next.click();
  await expect(page.getByText("Please enter a whole number, without decimals", { exact: true })).toBeVisible();
  await cups.fill("2");
  await next.click();

  await page.getByRole("radio", { name: "4 of 5" }).check({ force: true });
  await next.click();
  await expect(page.getByText("A note is required", { exact: true })).toBeVisible();
  await page.getByLabel(/^Note/).fill("Strong and black");
  await next.click();

  await expect(page.getByRole("progressbar", { name: "Question 5 of 5" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please select an image to answer the question", { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "cup.png", mimeType: "image/png", buffer: tinyPng });
  await expect(page.getByRole("img", { name: "cup.png" })).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);
  await shot(page, "answering");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("You earned 300 points.")).toBeVisible();
  const surveyUrl = new URL(page.url());

  await page.getByRole("link", { name: "See my answers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Morning coffee habits" })).toBeVisible();
  await expect(page.getByText("Reward: 300 points")).toBeVisible();
  await expect(page.getByText("Cocoa")).toBeVisible();
  await expect(page.getByText("Note: Strong and black")).toBeVisible();
  await expect(page.getByRole("img", { name: /Your image 1 for/ })).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);
  await shot(page, "result");

  await page.goto(`${surveyUrl.pathname}?current=1&total=5`);
  await expect(page.getByRole("alert")).toContainText("You have already answered this survey.");

  // The points history names where the points came from.
  await page.goto("/home/points");
  await expect(page.getByTestId("history-row").first()).toContainText("Survey: Morning coffee habits");
});

test("leaving a survey half-answered asks first and says what is kept", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/survey/my-survey");
  await page.getByRole("article", { name: "Morning coffee habits" }).getByRole("link", { name: "Answer" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  // Half-answered, as a member would leave it. This also gives the screen the frames its leave
  // guard takes to arm after it first draws (a back within them would leave unasked).
  await page.getByRole("radio", { name: "Other" }).check();
  await expect(page.getByRole("radio", { name: "Other" })).toBeChecked();
  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "Leave the survey?" });
  await expect(dialog).toContainText(
    "Your answers so far are kept for 7 days: you can continue where you left, here or on another device.",
  );
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await page.goBack();
  await page.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/home\/survey\/my-survey$/);
});

test("a store-bound survey asks for a check-in at its store instead of offering to answer", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/survey/my-survey");
  const card = page.getByRole("article", { name: "Weekend in Bandung" });
  await expect(card).toContainText("Check in at Rewards Store Bandung to answer this survey.");
  await expect(card).toContainText("Address: Jl. Braga No. 58, Sumur Bandung, Bandung 40111");
  await expect(card.getByRole("link", { name: "Answer" })).toHaveCount(0);

  // Opened by its address all the same, it says why, with no retry that would only say it again.
  const listed = await page.request.get("/api/v1/list_surveys?tab=all&key_word=Bandung");
  const [weekend] = (await listed.json()).data as { id: string }[];
  await page.goto(`/home/survey/${weekend?.id}?current=1&total=2`);
  await expect(page.getByRole("alert")).toContainText(
    "You are not eligible to respond. Please check in at the corresponding store to continue.",
  );
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("link", { name: "Back to surveys" }).click();
  await expect(page).toHaveURL(/\/home\/survey\/my-survey$/);
});

test("the summary report shows each question's answers once the results are announced", async ({ page }) => {
  await createMember(page.request);
  // /home/survey is every survey, and says so; the member's own are a tab away.
  await page.goto("/home/survey");
  const tabs = page.getByRole("navigation", { name: "Which surveys" });
  await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "My surveys" }).click();
  await expect(page).toHaveURL(/\/home\/survey\/my-survey$/);
  await expect(tabs.getByRole("link", { name: "My surveys" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("article", { name: "Mobile data use" })).toHaveCount(0);
  await tabs.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/home\/survey$/);
  const card = page.getByRole("article", { name: "Mobile data use" });
  await expect(card).toContainText("Result announced");
  await card.getByRole("link", { name: "Summary" }).click();

  await expect(page).toHaveURL(/\/view-pr$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mobile data use" })).toBeVisible();
  await expect(page.getByText("3 responses")).toBeVisible();
  await expect(page.getByText("Free answers are counted, not shown.")).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);
  await shot(page, "summary");
});
