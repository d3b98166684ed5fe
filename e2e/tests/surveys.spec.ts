import { createMember, expect, test } from "./support/accounts.js";

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
  await page.getByLabel(/Cups a day\?/).fill("2");
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
  await page.screenshot({ path: test.info().outputPath(`answering-${test.info().project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("You earned 300 points.")).toBeVisible();
  const surveyUrl = new URL(page.url());

  await page.goto(`${surveyUrl.pathname}?current=1&total=5`);
  await expect(page.getByRole("alert")).toContainText("You have already answered this survey.");
});

test("leaving a survey half-answered asks first and says the answers will be lost", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/survey/my-survey");
  await page.getByRole("article", { name: "Morning coffee habits" }).getByRole("link", { name: "Answer" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "Leave the survey?" });
  await expect(dialog).toContainText("Your answers will be lost and you cannot take this survey again.");
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await page.goBack();
  await page.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/home\/survey\/my-survey$/);
});
