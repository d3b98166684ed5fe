import type { Browser } from "@playwright/test";
import {
  codeSentTo,
  createMember,
  expect,
  messageIds,
  password,
  randomAddress,
  test,
  uniqueEmail,
  uniquePhone,
} from "./support/accounts.js";
import { hydrationMismatch } from "./support/taken-over.js";

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
  expect(errors.filter((text) => hydrationMismatch.test(text))).toEqual([]);
});

/** Where the pages' screenshots go (looked at by whoever changes them; not compared by the test). */
const shots = process.env.E2E_SHOTS_DIR;

test("with JavaScript disabled, a member resets the password through both reset pages and signs in with it", async ({
  browser,
  request,
}) => {
  // Two pages, six posts and a sign-in: longer than one screen's test.
  test.slow();
  const member = await createMember(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  if (shots) await page.screenshot({ path: `${shots}/reset-360.png`, fullPage: true });
  const earlier = await messageIds(request, member.email);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByRole("button", { name: "Send the code", exact: true }).click();

  // The code page, sent by the server with the email the code went to.
  await expect(page).toHaveURL(/\/reset-password\/code$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  if (shots) await page.screenshot({ path: `${shots}/reset-code-360.png`, fullPage: true });
  const code = await codeSentTo(request, member.email, earlier);
  // "Send the code again" is a plain form too, for the email the code went to. Within the minute of
  // the first code the page says to wait (the button counts down only with the app), and the code holds.
  await page.getByRole("button", { name: "Send the code again", exact: true }).click();
  await expect(page).toHaveURL(/\/reset-password\/code$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please wait a moment" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  if (shots) await page.screenshot({ path: `${shots}/reset-code-wait-360.png`, fullPage: true });
  const newPassword = "another-long-pass-2027";
  const fill = async (sent: string, again: string) => {
    await page.getByLabel("6-digit code").fill(sent);
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(again);
    await page.getByRole("button", { name: "Change password", exact: true }).click();
  };
  await fill(code, `${newPassword}x`);
  await expect(page).toHaveURL(/\/reset-password\/code$/);
  await expect(page.getByRole("alert").filter({ hasText: "Fields are not equals." })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  await fill(code === "000000" ? "000001" : "000000", newPassword);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid code. Please try again" })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/reset-code-failure-360.png`, fullPage: true });
  await fill(code, newPassword);
  await expect(page).toHaveURL(/\/sign-in$/);
  // As the app's notice says it: the password is changed, the email already in its field.
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);

  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});

test("with JavaScript disabled, a new user confirms the email code on the setup the server renders", async ({
  browser,
  request,
  isMobile,
}) => {
  // A sign-up, then a page and its posts per step: longer than one screen's test.
  test.slow();
  const email = uniqueEmail("plain-setup");
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email");
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  // A window taller than the step, so that the step fits it with room to spare.
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 1200 });
  const fitted = await pageHeight();

  const code = await codeSentTo(request, email);
  await page.getByLabel("Code from the email").fill(code === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid code. Please try again" })).toBeVisible();
  // The alert, written above the app's root, shares the window with the step: where the step fits
  // the window with room to spare, the page does not grow by the alert's height.
  if (!isMobile) expect(await pageHeight()).toBe(fitted);
  // "Send the code again" is a plain form too: within a minute of the first code, the page says to wait.
  await page.getByRole("button", { name: "Send the code again", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please wait a moment" })).toBeVisible();

  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about you");
  const profile = await context.request.get("/api/profile");
  expect((await profile.json()).data.account).toMatchObject({ email, email_confirmed: true });
  await context.close();
});

test("with JavaScript disabled, the phone code step makes the user a member and opens home", async ({ browser }) => {
  // A sign-up, then a page and its posts per step: longer than one screen's test.
  test.slow();
  const context = await withoutScripts(browser);
  const api = context.request;
  const email = uniqueEmail("plain-phone");
  const headers = { platform: "3" };
  expect(
    (
      await api.post("/api/users", { headers, data: { user: { email, password, password_confirmation: password } } })
    ).ok(),
  ).toBe(true);
  const mailCode = await codeSentTo(api, email);
  expect((await api.post("/api/profile/mail_confirm", { headers, data: { code: mailCode } })).ok()).toBe(true);
  const phone = uniquePhone();
  const user_profile = {
    name: "Ana",
    last_name: "Putri",
    birth_day: "1995-05-01",
    country_code: "+84",
    phone_number: phone,
  };
  expect((await api.put("/api/profile", { headers, data: { user_profile } })).ok()).toBe(true);

  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your phone");
  await page.getByLabel("Code from the text message").fill(await codeSentTo(api, `+84${phone}`));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const profile = await api.get("/api/profile");
  expect((await profile.json()).data.account).toMatchObject({ phone_confirmed: true });
  await context.close();
});

test("with the app, the reset's code page sent by the server is taken over with its email and resets through the API", async ({
  browser,
  request,
}) => {
  // Two pages, five posts and a sign-in: longer than one screen's test.
  test.slow();
  const member = await createMember(request);
  // The first step as a plain post leaves it (scripts off): the email kept for the code page.
  const plain = await withoutScripts(browser);
  const first = await plain.newPage();
  await first.goto("/reset-password");
  const earlier = await messageIds(request, member.email);
  await first.getByLabel("Email", { exact: true }).fill(member.email);
  await first.getByRole("button", { name: "Send the code", exact: true }).click();
  await expect(first).toHaveURL(/\/reset-password\/code$/);
  const context = await browser.newContext({
    storageState: await plain.storageState(),
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  await plain.close();

  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/reset-password/code");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  // With the app, "Send the code again" is the app's call, which counts down on the button.
  await page.getByRole("button", { name: "Send the code again", exact: true }).click();
  await expect(page.getByText("A new code is on its way.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Send again in \d+ s/ })).toBeDisabled();
  const newPassword = "another-long-pass-2028";
  await page.getByLabel("6-digit code").fill(await codeSentTo(request, member.email, earlier));
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Change password", exact: true }).click();
  await expect(page.getByText("Your password has been changed. Please log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  // Through the JSON API, not the plain posts.
  expect(posts).toContain("/api/user_password/sent_verify");
  expect(posts).not.toContain("/reset-password/code");
  expect(posts).not.toContain("/reset-password/code/resend");
  expect(errors.filter((text) => hydrationMismatch.test(text))).toEqual([]);
  await context.close();
});
