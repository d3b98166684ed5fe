import { codeSentTo, createMember, expect, messageIds, test, uniquePhone } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

test("a member changes the phone number with the current password, confirms the new one and is told by email", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await createMember(page.request, { countryCode: "+62" });
  const mailBefore = await messageIds(page.request, member.email);
  const newPhone = uniquePhone();

  await page.goto("/home/profile");
  const card = page.getByRole("region", { name: "Phone number" });
  await card.getByRole("button", { name: "Change" }).click();
  await page.getByLabel("New phone number").fill(newPhone);
  await page.getByLabel("Current password").fill("not my password");
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("button", { name: "Change phone number" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is not correct.",
  );

  // A code went to the first number moments ago (createMember), so the next one waits its minute,
  // and the form says so; once the server's clock has moved past it (a test-only route), the right
  // password goes through.
  await page.getByLabel("Current password").fill(member.password);
  await page.getByRole("button", { name: "Change phone number" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /Please wait \d+ seconds/ })).toBeVisible();
  const moved = await page.request.post("/dev/clock", { headers: { platform: "3" }, data: { advance_seconds: 61 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.getByRole("button", { name: "Change phone number" }).click();
  await expect(page.getByText(/We sent a 6-digit code by text message/)).toBeVisible();
  const code = await codeSentTo(page.request, `+62${newPhone}`);
  await page.getByLabel("Code from the text message").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/home/);

  // The old email hears of it, in the member's language (a +62 number made it Indonesian).
  const fresh = (await page.request
    .get(`/dev/mailbox/messages?to=${encodeURIComponent(member.email)}`)
    .then((r) => r.json())) as { data: { id: string; subject?: string; text: string }[] };
  expect(
    fresh.data.filter((message) => !mailBefore.includes(message.id)).map((message) => message.text),
  ).toContainEqual(expect.stringMatching(/Nomor telepon di akun Anda telah diubah/));
});

test("a member changes the password: a wrong current password is refused on its field, the right one signs out nothing here and the new password signs in", async ({
  page,
}) => {
  const member = await createMember(page.request);
  const newPassword = "another long passphrase 2026";

  await page.goto("/home/profile");
  const card = page.getByRole("region", { name: "Password" });
  await card.getByRole("button", { name: "Change" }).click();
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is not correct.",
  );

  await page.getByLabel("Current password").fill(member.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed. You are still signed in here.")).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole("region", { name: "Password" })).toBeVisible();

  const signIn = (password: string) =>
    page.request.post("/api/users/sign_in", {
      headers: { platform: "1" },
      data: { user: { email: member.email, password } },
    });
  expect((await signIn(member.password)).status()).toBe(401);
  expect((await signIn(newPassword)).ok()).toBe(true);
  const mail = (await page.request
    .get(`/dev/mailbox/messages?to=${encodeURIComponent(member.email)}`)
    .then((r) => r.json())) as { data: { subject?: string }[] };
  expect(mail.data.map((message) => message.subject)).toContain("Your password was changed");
});
