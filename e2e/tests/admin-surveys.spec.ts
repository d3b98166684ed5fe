import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { giveRoles, userIdOf } from "./support/points.js";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });

/** Signs the page in as the demo author (through the API, as the sign-in form would) and opens the console. */
async function signInAsDemoAuthor(page: Page) {
  const signIn = await page.request.post("/api/users/sign_in", {
    headers: { platform: "3" },
    data: { user: { email: "author@example.com", password: "demo-pass-2026" } },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto("/admin");
  // An author has no dashboard: the console opens on the first section the role has.
  await expect(page).toHaveURL(/\/admin\/surveys$/);
}

test.describe("on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "one demo author for the whole run: it has one session at a time");

  test("an author writes a survey in three question kinds and publishes it; a member answers; the author announces the results and exports the answers", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const title = `Lunch habits ${Date.now()}`;
    await signInAsDemoAuthor(page);
    const nav = page.getByRole("navigation", { name: "Sections" });
    // The author's sections, surveys first; none of support's.
    await expect(nav.getByRole("link").first()).toHaveText("Surveys");
    await expect(nav.getByRole("link", { name: "Members" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Surveys");
    await page.getByRole("link", { name: "New survey" }).click();
    await expect(page).toHaveURL(/\/admin\/surveys\/new$/);

    // Nothing written yet: the shared schema's problems show at their fields.
    await page.getByRole("button", { name: "Create survey" }).click();
    const copy = page.getByRole("region", { name: "Title and description" });
    await expect(copy.getByText("Please write it in at least one language.")).toBeVisible();
    await expect(page.getByLabel("Reward (points)", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await copy.getByLabel("Title (English)").fill(title);
    await copy.getByLabel("Description (English)").fill("Three quick questions about lunch.");
    await page.getByLabel("Reward (points)", { exact: true }).fill("150");
    await page.getByLabel("Estimated length (minutes)").fill("2");

    const questions = page.getByTestId("survey-question");
    const first = questions.nth(0);
    await first.getByLabel("Question (English)").fill("Where do you eat lunch?");
    await first.getByLabel("Choice 1 (English)").fill("At home");
    await first.getByLabel("Choice 2 (English)").fill("At work");

    await page.getByLabel("Kind of the new question").selectOption("number");
    await page.getByRole("button", { name: "Add question" }).click();
    const second = questions.nth(1);
    await expect(second.getByLabel("Question (English)")).toBeFocused();
    await second.getByLabel("Question (English)").fill("How many lunches do you buy a week?");
    await second.getByLabel("Smallest number").fill("0");
    await second.getByLabel("Largest number").fill("7");
    await second.getByLabel("Whole numbers only").check();

    await page.getByLabel("Kind of the new question").selectOption("free_text");
    await page.getByRole("button", { name: "Add question" }).click();
    const third = questions.nth(2);
    await third.getByLabel("Question (English)").fill("What did you eat today?");
    await third.getByLabel("Longest answer (characters)").fill("300");

    // The member's own question components, in the member's words.
    const preview = page.getByTestId("survey-preview");
    await expect(preview.getByRole("radio", { name: "At work" })).toBeVisible();
    await expect(preview.getByText("Between 0 and 7.")).toBeVisible();
    await expect(preview.getByText("Question 3 of 3")).toBeVisible();
    await page.getByRole("radio", { name: "Tiếng Việt" }).check();
    await expect(page.getByText("members who read Tiếng Việt get it in English")).toBeVisible();
    await page.getByRole("radio", { name: "English" }).check();
    await expectNoSeriousAccessibilityIssue(page);
    await shot(page, "editor-1280");

    await page.getByRole("button", { name: "Create survey" }).click();
    await expect(page.getByText("Survey created as a draft.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/surveys\/[0-9a-f-]{36}$/);
    const surveyId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const status = page.getByTestId("admin-survey-status");
    await expect(status).toHaveText("Draft");

    await page.getByRole("button", { name: "Publish" }).click();
    const publish = page.getByRole("dialog", { name: "Publish this survey?" });
    await expect(publish).toContainText(title);
    await publish.getByRole("button", { name: "Publish" }).click();
    await expect(publish).toBeHidden();
    await expect(page.getByText("Survey published.")).toBeVisible();
    await expect(status).toHaveText("Published");

    // A new member, on a browser of their own, answers it.
    const phone = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomAddress() } });
    try {
      const member = await phone.newPage();
      await createMember(member.request);
      await member.goto(`/home/survey/${surveyId}`);
      await member.getByRole("radio", { name: "At work" }).check();
      await member.getByRole("button", { name: "Next" }).click();
      await member.getByLabel(/How many lunches do you buy a week\?/).fill("3");
      await member.getByRole("button", { name: "Next" }).click();
      await member.getByLabel(/What did you eat today\?/).fill("Fried noodles");
      await member.getByRole("button", { name: "Submit" }).click();
      await expect(member.getByRole("heading", { name: "Thank you!" })).toBeVisible();
      await expect(member.getByText("You earned 150 points.")).toBeVisible();
    } finally {
      await phone.close();
    }

    await page.reload();
    await expect(page.getByTestId("admin-survey-responses")).toHaveText("1 / 1,000");
    await expect(page.getByText("This survey has responses: it can no longer be edited")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create survey" })).toHaveCount(0);

    await page.getByRole("button", { name: "Announce results" }).click();
    const announce = page.getByRole("dialog", { name: "Announce the results?" });
    await announce.getByRole("button", { name: "Announce results" }).click();
    await expect(page.getByText("Results announced.", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Announce results" })).toHaveCount(0);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export responses (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`survey-${surveyId}-responses.csv`);
    const csv = fs.readFileSync((await file.path()) ?? "", "utf8");
    expect(csv).toContain("Q1 Where do you eat lunch?");
    expect(csv).toContain("Q3 What did you eat today?");
    const [, row] = csv.trim().split(/\r?\n/);
    expect(row).toContain("At work");
    expect(row).toContain(",3,");
    expect(row).toContain("Fried noodles");

    await page.getByRole("link", { name: "All surveys" }).click();
    await page.getByLabel("Status").selectOption("published");
    await page.getByLabel("Title (any language)").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=published/);
    const listed = page.getByTestId("admin-survey-row");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("1 / 1,000");
    await expect(listed.getByTestId("admin-survey-status")).toHaveText("Published");
    await expectNoSeriousAccessibilityIssue(page);
  });
});

test.describe("on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");
  test.use({ viewport: { width: 360, height: 780 } });

  test("an author writes in three languages, moves a question by keyboard and previews it in Vietnamese", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await createMember(page.request);
    await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "author"]);
    await page.goto("/admin/surveys/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New survey");

    const copy = page.getByRole("region", { name: "Title and description" });
    await copy.getByLabel("Title (English)").fill("Breakfast");
    await copy.getByRole("tab", { name: "Tiếng Việt" }).click();
    await copy.getByLabel("Title (Tiếng Việt)").fill("Bữa sáng");
    // Each language's tab shows its own words, not the box of the last one.
    await copy.getByRole("tab", { name: "English" }).click();
    await expect(copy.getByLabel("Title (English)")).toHaveValue("Breakfast");
    await copy.getByRole("tab", { name: "Tiếng Việt" }).click();
    await expect(copy.getByLabel("Title (Tiếng Việt)")).toHaveValue("Bữa sáng");
    await page.getByLabel("Reward (points)", { exact: true }).fill("80");

    const questions = page.getByTestId("survey-question");
    await questions.nth(0).getByLabel("Question (Tiếng Việt)").fill("Bạn ăn sáng ở đâu?");
    await page.getByLabel("Kind of the new question").selectOption("rating");
    await page.getByRole("button", { name: "Add question" }).click();
    await questions.nth(1).getByLabel("Question (Tiếng Việt)").fill("Bữa sáng ngon thế nào?");

    // The English copy of the questions is missing: the tab says so, the questions say what.
    await page.getByRole("button", { name: "Create survey" }).click();
    await expect(copy.getByRole("tab", { name: /English/ })).toContainText("!");
    await expect(questions.nth(1)).toContainText(
      "Please write this question and its choices in every language of the survey (en, vi).",
    );

    // Moved by keyboard, the question keeps the focus on its button.
    await questions.nth(1).getByRole("button", { name: "Move up (question 2)" }).focus();
    await page.keyboard.press("Enter");
    await expect(questions.nth(0).getByRole("button", { name: "Move down (question 1)" })).toBeFocused();
    await expect(questions.nth(0).getByLabel("Question (Tiếng Việt)")).toHaveValue("Bữa sáng ngon thế nào?");
    await shot(page, "editor-360");

    await page.getByRole("tab", { name: "Preview" }).click();
    await page.getByRole("radio", { name: "Tiếng Việt" }).check();
    const preview = page.getByTestId("survey-preview");
    await expect(preview).toHaveAttribute("lang", "vi");
    await expect(preview.getByText("Bữa sáng", { exact: true })).toBeVisible();
    await expect(preview.getByText("Câu 1 / 2")).toBeVisible();
    await expect(preview.getByRole("radio", { name: "5 trên 5" })).toBeAttached();
    await expect(preview.getByText("+80 điểm")).toBeVisible();
    await expectNoSeriousAccessibilityIssue(page);
    await shot(page, "preview-360");
  });
});
