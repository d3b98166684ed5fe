import type { APIRequestContext, Page } from "@playwright/test";
import { codeSentTo, createMember, expect, messageIds, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { grantPoints, userIdOf } from "./support/points.js";

const headers = { platform: "3" };

/** The member asks for a bank transfer through the API, confirmed with the texted code. */
async function requestTransfer(request: APIRequestContext, phone: string, point: number) {
  const earlier = await messageIds(request, phone);
  const started = await request.post("/api/phone_cards/withdraw", {
    headers,
    data: { point, bank_name: "BCA", account_name: "Ana Putri", account_number: "1234567890" },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { data } = (await started.json()) as { data: { request_id: string } };
  const confirmed = await request.post("/api/phone_cards/withdraw/confirm", {
    headers,
    data: { request_id: data.request_id, otp: await codeSentTo(request, phone, earlier) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

async function signIn(page: Page, email: string) {
  await page.goto(`/sign-in?next=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("demo-pass-2026");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("a support agent rejects a redemption with a reason and the member's points come back", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const member = await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 20_000);
  await requestTransfer(page.request, `${member.countryCode}${member.phone}`, 1000);
  await page.goto("/home/points");
  await expect(page.getByTestId("points-balance")).toContainText("19,000");

  const agent = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomAddress() } });
  const console = await agent.newPage();
  try {
    await signIn(console, "support@example.com");
    // Support may not see the dashboard: the console opens on the first section their role has.
    await expect(console).toHaveURL(/\/admin\/redemptions$/);
    // The demo support agent's phone is Vietnamese: the console opens in Vietnamese until English is chosen.
    await console.getByTestId("language-switch").click();
    await console.getByRole("menuitemradio", { name: "English" }).click();
    await expect(console.getByRole("heading", { level: 1 })).toHaveText("Redemptions");
    const nav = console.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("link")).toHaveText(["Redemptions"]);

    await console.getByLabel("Status").selectOption("requested");
    await console.getByLabel("Member's email").fill(member.email);
    await console.getByRole("button", { name: "Search" }).click();
    await expect(console).toHaveURL(/status=requested/);
    await expect(console).toHaveURL(/q=/);
    const row = console.getByTestId("admin-redeem-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.email);
    await expect(row).toContainText("1,000");
    await expectNoSeriousAccessibilityIssue(console);

    await row.getByRole("button", { name: "Reject" }).click();
    const dialog = console.getByRole("dialog", { name: "Reject this redemption?" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByText("Please give a reason.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The account holder does not match the member.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog).toBeHidden();
    await expect(console.getByText("Rejected: the points went back to the member.")).toBeVisible();
    // Still filtered on requests waiting: the rejected one has left the queue.
    await expect(row).toHaveCount(0);

    await console.getByLabel("Status").selectOption("rejected");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("admin-redeem-status")).toHaveText("Rejected");
  } finally {
    await agent.close();
  }

  await page.reload();
  await expect(page.getByTestId("points-balance")).toContainText("20,000");
});

test("an admin sees the dashboard with its charts and the redemptions waiting", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByRole("heading", { name: "Points per day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign-ups and active members per day" })).toBeVisible();
  await expect(page.getByTestId("redemptions-waiting")).toHaveText(/^\d+$/);
  await page.getByLabel("Period").selectOption("7");
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole("row")).toHaveCount(8);
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("link", { name: "Open the redemptions queue" }).click();
  await expect(page).toHaveURL(/\/admin\/redemptions\?status=requested$/);
});

test("a member without a back-office role is told so", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toHaveText("Your account has no back-office role.");
});

test("an admin finds a points adjustment in the audit log, filtered by action in the address", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The grant signs in as the admin from a client of its own, so it comes before the page signs in.
  await createMember(page.request);
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 300, "Audit log test");
  await page.context().clearCookies();

  await signIn(page, "admin@example.com");
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByLabel("Action").selectOption("points.adjust");
  await expect(page).toHaveURL(/action=points\.adjust/);
  const rows = page.getByTestId("audit-row");
  await expect(rows.first().getByTestId("audit-action")).toHaveText("Points adjusted");
  await expect(rows.first()).toContainText("admin@example.com");
  await rows.first().getByText("Before and after").click();
  await expect(rows.first()).toContainText("Audit log test");
  await expectNoSeriousAccessibilityIssue(page);
});
