import type { Page } from "@playwright/test";
import {
  codeSentTo,
  createMember,
  expect,
  messageIds,
  password,
  randomAddress,
  signUpThroughApi,
  test,
  uniqueEmail,
  uniquePhone,
} from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

async function signInThroughForm(page: Page, email: string, secret: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name)?.value;

test("a new member signs up, confirms email and phone, signs out, resets the password and signs in again", async ({
  page,
  request,
}) => {
  // A whole journey with accessibility scans on the way: more than one screen's time.
  test.slow();
  const email = uniqueEmail("signup");
  const phone = uniquePhone();

  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email");
  expect(await cookie(page, "loggedIn")).toBe("false");
  await page.getByLabel("Code from the email").fill(await codeSentTo(request, email));
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about you");
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByLabel("First name").fill("Lan");
  await page.getByLabel("Last name").fill("Nguyen");
  await page.getByLabel("Birthday").fill("1996-07-15");
  await page.getByLabel("Country code").selectOption("+84");
  await page.getByLabel("Phone number").fill(`0${phone}`);
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your phone");
  await page.getByLabel("Code from the text message").fill(await codeSentTo(request, `+84${phone}`));
  await page.getByRole("button", { name: "Confirm" }).click();

  // A +84 phone makes the member Vietnamese: language and market.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  expect(await cookie(page, "loggedIn")).toBe("true");
  expect(await cookie(page, "locale")).toBe("vi");
  expect(await cookie(page, "country")).toBe("vi");
  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile.data.basic_info.birth_day.slice(0, 10)).toBe("1996-07-15");

  await page.context().addCookies([{ name: "locale", value: "en", url: page.url() }]);
  await page.goto("/home/profile");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cookie(page, "loggedIn")).toBeUndefined();

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const earlier = await messageIds(request, email);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  // The code page, opened by the app without a page load, with the email the code went to.
  await expect(page).toHaveURL(/\/reset-password\/code$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  const newPassword = "another-long-pass-2026";
  await page.getByLabel("6-digit code").fill(await codeSentTo(request, email, earlier));
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. Please log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInThroughForm(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test("sign-up checks its fields before sending", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Confirm email").fill("someone@example.org");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("shorter");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  const confirmation = page.getByLabel("Confirm email");
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).toHaveAccessibleDescription("Fields are not equals.");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "At least 8 characters. Password must be at least 8 characters.",
  );
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Fields are not equals.");
  await expect(page.getByRole("checkbox", { name: /I accept/ })).toHaveAccessibleDescription(
    "Please accept the terms of use and the privacy policy.",
  );
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("signing up with an email that has an account looks like any sign-up, and the owner is told", async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const member = await createMember(other);
  await other.dispose();
  const earlier = await messageIds(request, member.email);

  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Confirm email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I accept/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email");
  expect(await cookie(page, "loggedIn")).toBe("false");
  await page.getByLabel("Code from the email").fill("123456");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Invalid code. Please try again")).toBeVisible();

  // The owner hears of it (between the notification emails their missions send), and gets no code.
  const newMail = async () => {
    const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(member.email)}`);
    const { data } = (await response.json()) as { data: { id: string; text: string }[] };
    return data.filter((message) => !earlier.includes(message.id)).map((message) => message.text);
  };
  await expect
    .poll(newMail)
    .toContainEqual(expect.stringContaining("Someone tried to create an account with your email address."));
  expect((await newMail()).filter((text) => text.includes("confirmation code"))).toEqual([]);
});

test("a visitor opening the profile signs in first and comes back to it", async ({ page, playwright, baseURL }) => {
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const member = await createMember(other);
  await other.dispose();

  await page.goto("/home/profile");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fhome%2Fprofile$/);
  await expectNoSeriousAccessibilityIssue(page);
  await signInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home\/profile$/);
  // The email shows in the profile and again in the card that changes it.
  await expect(page.getByText(member.email).first()).toBeVisible();
});

test("a signed-in user who has not confirmed the account is sent to the setup on /", async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email");
  await expectNoSeriousAccessibilityIssue(page);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Earn points for what you already do");
});

test("signing in on another device ends the session here with the spec's message", async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await createMember(page.request);
  await page.goto("/home/setting");
  await expect(page.getByRole("radiogroup", { name: "Email notifications" })).toBeVisible();

  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomAddress() } });
  const otherPage = await elsewhere.newPage();
  await otherPage.goto("/sign-in");
  await signInThroughForm(otherPage, member.email, member.password);
  await expect(otherPage).toHaveURL(/\/home$/);

  // The next call from here hears it, whatever it is.
  await page.getByRole("radio", { name: "Never" }).first().click();
  await expect(page.getByText("This account have been logged in somewhere else!!")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cookie(page, "loggedIn")).toBeUndefined();

  // And on a fresh page load, the guard's own call hears it before anything renders.
  await signInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await otherPage.reload();
  await expect(otherPage.getByText("This account have been logged in somewhere else!!")).toBeVisible();
  await expect(otherPage).toHaveURL(/\/sign-in$/);
  await elsewhere.close();
});

test("sign-in offers no social buttons and no country when no provider is configured", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
  for (const provider of ["Google", "Apple", "Facebook"]) {
    await expect(page.getByRole("button", { name: `Continue with ${provider}` })).toHaveCount(0);
  }
  await expect(page.getByText("or", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Country", { exact: true })).toHaveCount(0);
});

test("sign-up says a friend's code was filled in only when one was", async ({ page }) => {
  const hint = "Got an invitation from a friend? Their code is filled in for you.";
  await page.goto("/sign-up");
  await expect(page.getByLabel("Invite code (optional)")).toHaveValue("");
  await expect(page.getByText(hint)).toHaveCount(0);
  await page.goto("/sign-up?invite_code=FRIEND42");
  await expect(page.getByLabel("Invite code (optional)")).toHaveValue("FRIEND42");
  await expect(page.getByText(hint)).toBeVisible();
});

test("the profile shows the member, edits the name and checks the avatar before sending it", async ({ page }) => {
  const member = await createMember(page.request);
  await page.goto("/home/profile");
  const info = page.getByRole("region", { name: "Basic information" });
  await expect(info).toContainText(member.email);
  await expect(info).toContainText("May 1, 1995");
  await expect(info).toContainText(`${member.countryCode}`);
  await expect(page.getByRole("img", { name: /Profile picture/ })).toHaveAttribute("src", /default-avatar/);
  await expectNoSeriousAccessibilityIssue(page);

  await info.getByRole("button", { name: "Edit" }).click();
  await info.getByLabel("First name").fill("Ayu");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(info).toContainText("Ayu");

  const chooser = page.getByText("Change photo");
  await chooser.locator("input").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("Image size is so big! Please choose another file!")).toBeVisible();

  const onePixelPng = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await chooser.locator("input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: onePixelPng });
  await expect(page.getByText("Your photo has been updated.")).toBeVisible();
  await expect(page.getByRole("img", { name: /Profile picture/ })).not.toHaveAttribute("src", /default-avatar/);
});

test("a notification setting is saved on its own when chosen", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/setting");
  const mail = page.getByRole("radiogroup", { name: "Email notifications" });
  await expect(mail.getByRole("radio", { name: "Instant" })).toBeChecked();
  await expectNoSeriousAccessibilityIssue(page);

  const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/setting/set_noti_mail"));
  await mail.getByRole("radio", { name: "Once per day" }).click();
  expect((await sent).postDataJSON()).toEqual({ mail_setting: "once_per_day" });
  await expect(page.getByText("Your settings have been saved.")).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole("radiogroup", { name: "Email notifications" }).getByRole("radio", { name: "Once per day" }),
  ).toBeChecked();
  await expect(
    page.getByRole("radiogroup", { name: "Push notifications" }).getByRole("radio", { name: "Instant" }),
  ).toBeChecked();
});

test("unregistering deletes the account after a warning, and the email can sign up again", async ({ page }) => {
  const member = await createMember(page.request);
  await page.goto("/home/setting");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("All your points will be lost and this cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await cookie(page, "loggedIn")).toBeUndefined();

  await page.goto("/sign-in");
  await signInThroughForm(page, member.email, member.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Confirm email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I accept/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email");
});

test("a sign-in locked after wrong passwords says how long to wait, in the page's language", async ({ page }) => {
  const email = uniqueEmail("locked");
  await signUpThroughApi(page.request, email);
  await page.context().clearCookies();
  await page.goto("/sign-in");
  for (let attempt = 0; attempt < 5; attempt++) {
    await signInThroughForm(page, email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  }
  await signInThroughForm(page, email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Too many failed sign-ins. Try again in 1 minute.");

  // In the page's language too.
  await page.context().addCookies([{ name: "locale", value: "id", url: page.url() }]);
  await page.reload();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Kata sandi", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 1 menit.",
  );
});

test("the help form fills in a signed-in member's email under the app's own header", async ({ page, isMobile }) => {
  const member = await createMember(page.request);
  await page.goto("/help");
  const contact = page.getByRole("region", { name: "Contact us" });
  await expect(contact.getByLabel("Your email")).toHaveValue(member.email);
  // The app's header, not the public site's: on phones its back button and the screen's title, from
  // 768 px its notification bell; and no 'Start earning' to find the way back.
  if (isMobile) {
    await expect(page.getByTestId("mobile-title")).toHaveText("Help and FAQ");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  } else await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start earning" })).toHaveCount(0);
});
