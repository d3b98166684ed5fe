import type { Browser } from "@playwright/test";
import { codeSentTo, createMember, expect, password, randomAddress, test, uniqueEmail } from "./support/accounts.js";

/**
 * The account pages' forms work before the app arrives, and without it: with scripts off, the
 * sign-in page's form is a plain post the server answers (apps/api/src/modules/auth/plain-forms.ts).
 */
function withoutScripts(browser: Browser) {
  return browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": randomAddress() } });
}

test("a member signs in with JavaScript disabled and lands on /home with its content", async ({ browser, request }) => {
  const member = await createMember(request);
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  const landing = page.waitForResponse((response) => new URL(response.url()).pathname === "/home");
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  const home = await landing;
  expect(home.status()).toBe(200);
  expect(home.headers()["content-type"]).toContain("text/html");
  await expect(page).toHaveURL(/\/home$/);
  // The session is the member's: the browser holds it as the app would.
  const profile = await context.request.get("/api/profile");
  expect(profile.status()).toBe(200);
  expect((await profile.json()).data.account.email).toBe(member.email);

  // /home's own content is in its HTML, rendered on the server: the home hero with the balance.
  await expect(page.getByTestId("app-skeleton")).toHaveCount(0);
  await expect(page.getByTestId("home-balance")).toContainText("0");
  await context.close();
});

test("with JavaScript disabled, the sign-in page sent from a signed-in screen leads back to it", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto("/sign-in?next=%2Fhome%2Fprofile");
  await expect(page.getByText("Please log in to continue.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fhome%2Fprofile$/);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/home\/profile$/);
  await context.close();
});

test("a wrong password sent with JavaScript disabled is told on the page, with the email kept", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await context.close();
});

test("a visitor signs up with JavaScript disabled and is signed in to the setup, the email code sent", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("plain");
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(`${password}x`);
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  // The form's own check, told on the page.
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("alert").filter({ hasText: "Fields are not equals." })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const profile = await context.request.get("/api/profile");
  expect((await profile.json()).data.account).toMatchObject({ email, email_confirmed: false });
  expect(await codeSentTo(request, email)).toMatch(/^\d{6}$/);
  await context.close();
});

test("with the app, the sign-in page sent from a signed-in screen is taken over as it was drawn, and leads back", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/sign-in?next=%2Fhome%2Fprofile");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/home\/profile$/);
  expect(errors.filter((text) => /hydrat|did not match|error #4(18|19|22|23|25)/i.test(text))).toEqual([]);
});
