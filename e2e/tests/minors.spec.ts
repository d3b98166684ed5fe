import { codeSentTo, expect, signUpThroughApi, test, uniquePhone } from "./support/accounts.js";

test("a member under 18 is asked for a guardian's consent at the profile step, in the terms' words", async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page.request);
  await page.request.post("/api/profile/mail_confirm", {
    headers: { platform: "3" },
    data: { code: await codeSentTo(page.request, email) },
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about you");
  await page.getByLabel("First name").fill("Dewi");
  await page.getByLabel("Last name").fill("Muda");
  const consent = page.getByRole("checkbox", { name: /my parent or legal guardian consents/ });
  await page.getByLabel("Birthday").fill("1998-02-11");
  await expect(consent).toHaveCount(0);

  const fifteen = new Date();
  fifteen.setFullYear(fifteen.getFullYear() - 15);
  await page.getByLabel("Birthday").fill(fifteen.toISOString().slice(0, 10));
  await expect(consent).toBeVisible();
  await expect(page.locator("form").getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/term");
  await page.getByLabel("Country code").selectOption("+62");
  await page.getByLabel("Phone number").fill(uniquePhone());
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Members under 18 need the consent of a parent or legal guardian.")).toBeVisible();

  await consent.check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your phone");
  const profile = await (await page.request.get("/api/profile")).json();
  expect(Date.parse(profile.data.basic_info.guardian_consent_at)).toBeGreaterThan(Date.now() - 60_000);
});
