import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { codeSentTo, createMember, expect, messageIds, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { giveRoles, grantPoints, userIdOf } from "./support/points.js";

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

/**
 * Signs the page in as a new member made an admin: the demo admin has one session at a time and
 * other tests sign in as it, so a console test of its own would be signed out under it.
 */
async function signInAsNewAdmin(page: Page, playwright: PlaywrightWorkerArgs["playwright"], baseURL?: string) {
  await createMember(page.request);
  await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "admin"]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
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
    // A support agent of its own (the demo one has one session at a time, and this test runs on two
    // projects at once), with a Vietnamese phone.
    await createMember(console.request, { countryCode: "+84" });
    await giveRoles(playwright, baseURL, await userIdOf(console.request), ["member", "support"]);
    await console.goto("/admin");
    // Support may not see the dashboard: the console opens on the first section their role has.
    await expect(console).toHaveURL(/\/admin\/members$/);
    // The agent's phone is Vietnamese: the console opens in Vietnamese until English is chosen.
    await console.getByTestId("language-switch").click();
    await console.getByRole("menuitemradio", { name: "English" }).click();
    await expect(console.getByRole("heading", { level: 1 })).toHaveText("Members");
    const nav = console.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("link")).toHaveText([
      "Members",
      "Redemptions",
      "Card stock",
      "Support requests",
      "ID checks",
      "Job marketplace",
    ]);
    await nav.getByRole("link", { name: "Redemptions" }).click();
    await expect(console.getByRole("heading", { level: 1 })).toHaveText("Redemptions");

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

test("an admin pays a transfer at the member's quote, reveals the account number and records the reference", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const member = await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 20_000);
  // 500 points are IDR 65,000; less the IDR 2,500 fee the member was quoted 62,500.
  await requestTransfer(page.request, `${member.countryCode}${member.phone}`, 500);

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomAddress() } });
  const console = await admin.newPage();
  try {
    await signInAsNewAdmin(console, playwright, baseURL);
    await console.goto(`/admin/redemptions?status=requested&q=${encodeURIComponent(member.email)}`);
    const row = console.getByTestId("admin-redeem-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("62,500 IDR");
    await expect(row).not.toContainText("65,000");

    await row.getByRole("button", { name: "Approve" }).click();
    const dialog = console.getByRole("dialog", { name: "Approve this redemption?" });
    await expect(dialog.getByTestId("admin-payout-amount")).toHaveText("62,500 IDR");
    await expect(dialog.getByTestId("admin-payout-details")).toContainText("BCA");
    await expect(dialog.getByTestId("admin-payout-details")).toContainText("Ana Putri");
    await expect(dialog.getByTestId("admin-payout-account")).toHaveText("•••• 7890");
    await dialog.getByRole("button", { name: "Show the full number" }).click();
    await expect(dialog.getByTestId("admin-payout-account")).toHaveText("1234567890");
    await dialog.getByLabel("Transfer reference").fill("BCA 2611 0042");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(dialog).toBeHidden();
    await expect(console.getByText("Approved: the transfer can be made.")).toBeVisible();

    const processing = await console.request.get(
      `/api/admin/redeem_requests?status=processing&q=${encodeURIComponent(member.email)}`,
    );
    const [approved] = ((await processing.json()) as { data: { receive_amount: number; transfer_reference: string }[] })
      .data;
    expect(approved).toMatchObject({ receive_amount: 62_500, transfer_reference: "BCA 2611 0042" });
  } finally {
    await admin.close();
  }
});

test("an admin sees the dashboard with its charts and the redemptions waiting", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsNewAdmin(page, playwright, baseURL);
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
  // Other tests grant points meanwhile, so the entry is found by its own reason, not as the newest.
  const reason = `Audit log test ${test.info().project.name} ${Date.now()}`;
  await createMember(page.request);
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 300, reason);
  await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "admin"]);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByLabel("Action").selectOption("points.adjust");
  await expect(page).toHaveURL(/action=points\.adjust/);
  const rows = page.getByTestId("audit-row");
  await expect(rows.getByTestId("audit-action").first()).toHaveText("Points adjusted");
  const ours = rows.filter({ hasText: reason });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText("admin@example.com");
  await ours.getByText("Before and after").click();
  await expect(ours.getByText(reason)).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);
});

test("an admin opens the demo member, then adjusts another member's points with a reason and sees the new balance", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const reason = `Goodwill credit ${testInfo.project.name} ${Date.now()}`;
  await signInAsNewAdmin(page, playwright, baseURL);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
  await page.getByLabel("Email, name, phone or id").fill("member@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=member%40example\.com/);
  const row = page.getByTestId("admin-member-row");
  await expect(row).toHaveCount(1);
  await expectNoSeriousAccessibilityIssue(page);
  await row.getByRole("link", { name: "member@example.com" }).click();

  // The demo member's page only read: her points belong to the demo member's own tests.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("member@example.com");
  const balance = page.getByTestId("admin-member-balance");
  await expect(balance).toHaveText(/\d/);
  await expect(page.getByTestId("admin-member-entry").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Sessions" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("Maya Member");
  await expectNoSeriousAccessibilityIssue(page);

  // A member of this test's own gets the credit, so the balance is exactly the sum.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const member = await createMember(elsewhere);
  await grantPoints(playwright, baseURL, await userIdOf(elsewhere), 500);
  await elsewhere.dispose();
  await page.goto(`/admin/members?q=${encodeURIComponent(member.email)}`);
  await row.getByRole("link", { name: member.email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.email);
  const amount = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
  await expect(balance).toHaveText(/\d/);
  const before = amount(await balance.textContent());

  const adjust = page.getByRole("region", { name: "Adjust points" });
  await adjust.getByRole("button", { name: "Adjust points" }).click();
  await expect(adjust.getByText("Enter a whole number of points other than zero.")).toBeVisible();
  await adjust.getByLabel("Points").fill("1234");
  await adjust.getByLabel("Reason").fill(reason);
  await adjust.getByRole("button", { name: "Adjust points" }).click();
  const dialog = page.getByRole("dialog", { name: "Adjust this member's points?" });
  await expect(dialog).toContainText(reason);
  await dialog.getByRole("button", { name: "Adjust points" }).click();
  await expect(dialog).toBeHidden();

  const done = page.getByText(/Points adjusted: the balance is now/);
  await expect(done).toBeVisible();
  const after = before + 1234;
  await expect(done).toContainText(after.toLocaleString("en"));
  const entry = page.getByTestId("admin-member-entry").filter({ hasText: reason });
  await expect(entry).toContainText("Staff adjustment");
  await expect(entry).toContainText((1234).toLocaleString("en"));
  await expect(entry).toContainText(after.toLocaleString("en"));
  await expect(balance).toHaveText(new RegExp(after.toLocaleString("en")));
});

test("a staff member finds the back office in the avatar menu; a member does not", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createMember(page.request);
  await page.goto("/home");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Back office" })).toHaveCount(0);

  await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "support"]);
  await page.goto("/home");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Back office" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
