import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { createMember, expect, test, uniqueEmail } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { giveRoles, userIdOf } from "./support/points.js";

/**
 * Signs the page in as a new member given staff `roles` (the demo author and support agent have one
 * session at a time, and other tests use them) and opens the console.
 */
async function openConsoleAs(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  roles: string[],
) {
  await createMember(page.request);
  await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", ...roles]);
  await page.goto("/admin");
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Sections" });
const choice = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

/** The app's toasts are not the console's to judge: the page is checked once they are gone. */
async function expectAccessibleOnceToastsLeave(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAccessibilityIssue(page);
}

test("an author writes a level-up mission in three languages, checked by the shared schema", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Answer five surveys ${Date.now()}`;
  await openConsoleAs(page, playwright, baseURL, ["author"]);
  await expect(page).toHaveURL(/\/admin\/surveys$/);
  for (const name of ["Surveys", "Missions and levels", "Bingo campaigns", "Advertisements"]) {
    await expect(sections(page).getByRole("link", { name })).toBeVisible();
  }
  await expect(sections(page).getByRole("link", { name: "Card stock" })).toHaveCount(0);
  // A section the roles do not open, reached by its address, says so at once; a missing record says so too.
  await page.goto("/admin/members");
  await expect(page.getByRole("alert")).toHaveText("Your roles do not open this section.");
  await page.goto("/admin/surveys/00000000-0000-7000-8000-000000000000");
  await expect(page.getByRole("alert")).toHaveText("Nothing is here: the address may be old or mistyped.");
  await page.goto("/admin/surveys");
  await sections(page).getByRole("link", { name: "Missions and levels" }).click();
  await expect(page).toHaveTitle("Missions and levels · Back office · Rewards");
  await choice(page, "Type").selectOption("levelUp");
  await expect(page).toHaveURL(/type=levelUp/);
  await expect(page.getByTestId("admin-mission-row").first()).toContainText("Level-up");

  await page.getByRole("link", { name: "New mission" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New mission");
  await expect(page).toHaveTitle("New mission · Back office · Rewards");
  await choice(page, "Type").selectOption("levelUp");
  await page.getByRole("button", { name: "Create mission" }).click();
  const copy = page.getByRole("region", { name: "Title and description" });
  const step = page.getByTestId("mission-step").first();
  await expect(copy.getByLabel("Title (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Level", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(step.getByLabel("Points")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Level", { exact: true }).fill("3");
  for (const [language, words] of [
    ["English", title],
    ["Tiếng Việt", "Trả lời năm khảo sát"],
    ["Bahasa Indonesia", "Jawab lima survei"],
  ] as const) {
    await copy.getByLabel(`Title (${language})`).fill(words);
    await copy.getByLabel(`Description (${language})`).fill(`${words}.`);
    await step.getByLabel(`Title (${language})`).fill(words);
    await step.getByLabel(`Description (${language})`).fill(`${words}!`);
  }
  await step.getByLabel("Target").fill("5");
  await step.getByLabel("Points").fill("40");
  await page.getByRole("button", { name: "Create mission" }).click();
  await expect(page).toHaveURL(/\/admin\/missions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle("Edit mission · Back office · Rewards");
  await expectAccessibleOnceToastsLeave(page);

  await page.goto("/admin/missions?type=levelUp&level=3");
  await expect(page.getByTestId("admin-mission-row").filter({ hasText: title })).toContainText("5 → 40");
});

test("an author creates a bingo week after confirming, and reads the fairness proof of a closed one", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openConsoleAs(page, playwright, baseURL, ["author"]);
  await sections(page).getByRole("link", { name: "Bingo campaigns" }).click();
  await expect(page).toHaveTitle("Bingo campaigns · Back office · Rewards");
  // The demo's week before last is over whatever the hour (demo-bingo.ts): its seed is out, and it
  // hashes to the hash published from the start.
  await choice(page, "Status").selectOption("closed");
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByTestId("admin-bingo-row").first()).toContainText("The seed matches its hash.");

  await page.goto("/admin/bingo?market=vi");
  const rows = page.getByTestId("admin-bingo-row");
  await expect(page.getByText(/Page 1 of/)).toBeVisible();
  const before = await rows.count();
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New campaign");
  await expect(page).toHaveTitle("New bingo campaign · Back office · Rewards");
  await choice(page, "Market").selectOption("vi");
  const week = choice(page, "Week");
  const free = await week.evaluate(
    (select: HTMLSelectElement) =>
      Array.from(select.options).find((option) => !option.text.includes("has a campaign"))?.value,
  );
  await week.selectOption(free ?? "");
  await page.getByLabel("Jackpot points").fill("60000");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText("At most 50,000.", { exact: true })).toBeVisible();
  await page.getByLabel("Jackpot points").fill("20000");
  await page.getByRole("button", { name: "Create campaign" }).click();
  const confirm = page.getByRole("dialog", { name: "Create this campaign?" });
  await expect(confirm).toContainText("jackpot of 20,000 points");
  await confirm.getByRole("button", { name: "Create campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/bingo$/);
  await page.goto("/admin/bingo?market=vi");
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.filter({ hasText: "Jackpot: 20,000" }).first()).toContainText("Revealed once the week is over");
});

test("an author publishes a link advertisement and sees its views and clicks", async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = `Tet sale ${Date.now()}`;
  await openConsoleAs(page, playwright, baseURL, ["author"]);
  await sections(page).getByRole("link", { name: "Advertisements" }).click();
  await page.getByRole("link", { name: "New advertisement" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New advertisement");
  await expect(page).toHaveTitle("New advertisement · Back office · Rewards");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Image address").fill("/icons/icon-192.png");
  await choice(page, "Leads to").selectOption("5");
  await page.getByRole("button", { name: "Create advertisement" }).click();
  await expect(page.getByText("A link advertisement needs its link.")).toBeVisible();
  await page.getByLabel("Link (https://…)").fill("https://example.com/tet");
  // Kept from members: a live popup would cover the home screen of every test that runs after this one.
  await page.getByRole("checkbox", { name: "Active", exact: true }).uncheck();
  await page.getByRole("button", { name: "Create advertisement" }).click();
  await expect(page).toHaveURL(/\/admin\/ads\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("ad-counts")).toHaveText("0 views and 0 clicks so far.");
  await expect(page).toHaveTitle("Edit advertisement · Back office · Rewards");

  await page.getByRole("link", { name: "All advertisements" }).click();
  await choice(page, "Order").selectOption("-clicks");
  await expect(page).toHaveURL(/sort=-clicks/);
  await expect(page.getByTestId("admin-ad-row").filter({ hasText: title })).toContainText("External link");
  await expectAccessibleOnceToastsLeave(page);
});

test("support reads the contact form's requests and imports card codes only after a clean preview", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const from = uniqueEmail("help");
  const filed = await page.request.post("/api/support_requests", {
    headers: { platform: "3" },
    data: { email: from, topic: "points", message: "My survey points have not arrived yet, please check." },
  });
  expect(filed.ok(), await filed.text()).toBe(true);

  await openConsoleAs(page, playwright, baseURL, ["support"]);
  for (const name of ["Members", "Redemptions", "Card stock", "Support requests"]) {
    await expect(sections(page).getByRole("link", { name })).toBeVisible();
  }
  await expect(sections(page).getByRole("link", { name: "Missions and levels" })).toHaveCount(0);
  await sections(page).getByRole("link", { name: "Support requests" }).click();
  await expect(page).toHaveTitle("Support requests · Back office · Rewards");
  await choice(page, "Topic").selectOption("points");
  await expect(page).toHaveURL(/topic=points/);
  await expect(page.getByTestId("admin-support-row").filter({ hasText: from })).toContainText(
    "My survey points have not arrived yet",
  );

  await sections(page).getByRole("link", { name: "Card stock" }).click();
  await expect(page).toHaveTitle("Card stock · Back office · Rewards");
  const run = Date.now().toString(36).toUpperCase();
  const file = page.getByLabel("CSV file", { exact: true });
  await file.setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `kind,market,provider,face_value,code\nphone_card,indo,Indosat,10000,E2E-${run}-1\nphone_card,mars,Indosat,10000,E2E-${run}-2\nphone_card,indo,Indosat,10000,E2E-${run}-1\n`,
    ),
  });
  const problems = page.getByTestId("card-import-error");
  await expect(problems).toHaveCount(2);
  await expect(problems.first()).toContainText("market");
  await expect(page.getByRole("button", { name: /^Import \d+ code/ })).toHaveCount(0);
  await expectAccessibleOnceToastsLeave(page);

  await file.setInputFiles({
    name: "good.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `kind,market,provider,face_value,code\nphone_card,indo,Indosat,10000,E2E-${run}-1\nphone_card,indo,Indosat,10000,E2E-${run}-2\n`,
    ),
  });
  await expect(problems).toHaveCount(0);
  await page.getByRole("button", { name: "Import 2 codes" }).click();
  const confirm = page.getByRole("dialog", { name: "Import these codes?" });
  await expect(confirm).toContainText("2 new codes from good.csv");
  await confirm.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 2 new codes are in stock." })).toBeVisible();
});
