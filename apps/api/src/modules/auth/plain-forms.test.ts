import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema.js";
import { memoryRateLimiter } from "../../lib/rate-limiter.js";
import { freshIp, goodPassword, latestCode, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { mailboxMessages } from "../messaging/index.js";

let t: TestApp;
let distDir: string;
/** How far the limits' clock is ahead of the real one: a test moves it on to pass a window. */
let limitsAhead = 0;

// The build's sign-in page as far as these tests need it: the hidden fields and the email field.
const signInPage =
  '<html lang="en"><body><div id="root" data-prerendered="en"><form method="post" action="/sign-in">' +
  '<input type="hidden" name="form_token" value="%FORM_TOKEN%"/><input type="hidden" name="next" value=""/>' +
  '<input id="e" type="email" name="email"/><input id="p" type="password" name="password"/></form></div></body></html>';

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "plain-forms-"));
  fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><div id=root></div>");
  for (const locale of ["en", "vi"]) {
    fs.mkdirSync(path.join(distDir, "pages", locale), { recursive: true });
    fs.writeFileSync(path.join(distDir, "pages", locale, "sign-in.html"), signInPage.replace("en", locale));
    fs.writeFileSync(
      path.join(distDir, "pages", locale, "sign-in@next.html"),
      signInPage.replace("en", locale).replace('name="next" value=""', 'name="next" value="/__next__"'),
    );
    fs.writeFileSync(
      path.join(distDir, "pages", locale, "sign-up.html"),
      signInPage.replace("en", locale).replace("/sign-in", "/sign-up"),
    );
    fs.mkdirSync(path.join(distDir, "pages", locale, "reset-password"), { recursive: true });
    fs.writeFileSync(
      path.join(distDir, "pages", locale, "reset-password", "code.html"),
      signInPage.replace("en", locale).replace("/sign-in", "/reset-password/code"),
    );
  }
  fs.writeFileSync(
    path.join(distDir, "form-messages.json"),
    JSON.stringify({
      en: {
        errors: { invalid_credentials: "Invalid email or password." },
        validation: { email: "Bad email.", passwordMin: "At least {{min}}." },
        notices: {
          passwordReset: "Your password has been changed. Please log in.",
          codeResent: "A new code is on its way.",
        },
      },
      vi: { errors: { invalid_credentials: "Email hoặc mật khẩu không hợp lệ." }, validation: {} },
    }),
  );
  t = await createTestApp(
    { WEB_DIST_DIR: distDir, PUBLIC_URL: "https://rewards.example/" },
    { rateLimiter: memoryRateLimiter(() => Date.now() + limitsAhead) },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

type Visit = { cookie: string; token: string };

/** Opens the sign-in page as a visitor: the form key cookie it sets and the token written in the form. */
async function openSignIn(cookie = ""): Promise<Visit & { body: string }> {
  const page = await t.app.inject({ method: "GET", url: "/sign-in", headers: cookie ? { cookie } : {} });
  expect(page.statusCode).toBe(200);
  const key = cookiesOf(page).form_key;
  const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return { cookie: key ? `form_key=${key}` : cookie, token, body: page.body };
}

function cookiesOf(response: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

const sameOrigin = { "sec-fetch-site": "same-origin", origin: "https://rewards.example" };

/** A page opened as the browser opens it after a plain form's 303: with what that form left (`form_failure`). */
function openWithLeft(url: string, cookie: string, left: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: { cookie: `${cookie}; form_failure=${encodeURIComponent(left)}` },
  });
}

function post(
  visit: Visit,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin,
  url = "/sign-in",
  ip = freshIp(),
) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    headers: { ...headers, cookie: visit.cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ form_token: visit.token, ...fields }).toString(),
  });
}

describe("the sign-in page's plain form", () => {
  it("gives each visitor a form key and writes its signed token in the form, never cached", async () => {
    const first = await openSignIn();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body).not.toContain("%FORM_TOKEN%");
    const again = await openSignIn(first.cookie);
    expect(again.token).toBe(first.token);
    const stranger = await openSignIn();
    expect(stranger.token).not.toBe(first.token);
    const page = await t.app.inject({ method: "GET", url: "/sign-in" });
    expect(page.headers["cache-control"]).toBe("no-store");
  });

  it("signs a member in: the session cookie, and 303 to /home or a safe next", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const signedIn = await post(visit, { email: member.email, password: goodPassword });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/home");
    const cookies = cookiesOf(signedIn);
    expect(cookies.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.loggedIn).toBe("true");
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/profile",
      cookies: { session: cookies.session ?? "" },
    });
    expect(profile.statusCode).toBe(200);

    const headed = await post(visit, { email: member.email, password: goodPassword, next: "/home/points?tab=1" });
    expect(headed.headers.location).toBe("/home/points?tab=1");
    const elsewhere = await post(visit, { email: member.email, password: goodPassword, next: "//evil.example/x" });
    expect(elsewhere.headers.location).toBe("/home");
  });

  it("carries the address's next in the form, when it is a path of this site, and back after a failure", async () => {
    const page = (url: string) => t.app.inject({ method: "GET", url });
    const headed = await page("/sign-in?next=%2Fhome%2Fpoints%3Ftab%3D1");
    expect(headed.body).toContain('name="next" value="/home/points?tab=1"');
    expect(headed.body).not.toContain("__next__");
    for (const url of ["/sign-in?next=%2F%2Fevil.example", "/sign-in?next=https%3A%2F%2Fevil.example"]) {
      expect((await page(url)).body).toContain('name="next" value=""');
    }
    expect((await page("/sign-in")).body).toContain('name="next" value=""');

    const visit = await openSignIn();
    const refused = await post(visit, { email: "someone@example.com", password: "wrong one", next: "/home/points" });
    expect(refused.headers.location).toBe("/sign-in?next=%2Fhome%2Fpoints");
  });

  it("sends an account still being set up to the setup on /", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const answer = await post(await openSignIn(), { email: user.email, password: goodPassword });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/");
    expect(cookiesOf(answer).loggedIn).toBe("false");
  });

  it("shows a wrong password's failure on the page in its language, with the email kept and never the password", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn("locale=vi");
    const cookie = `${visit.cookie}; locale=vi`;
    const refused = await post({ ...visit, cookie }, { email: member.email, password: "wrong password 1" });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe("/sign-in");
    expect(cookiesOf(refused).session).toBeUndefined();
    const failure = cookiesOf(refused).form_failure ?? "";
    expect(failure).not.toContain("wrong password");

    const shown = await openWithLeft("/sign-in", cookie, failure);
    expect(shown.body).toContain('role="alert"');
    expect(shown.body).toContain("Email hoặc mật khẩu không hợp lệ.");
    expect(shown.body).toContain(`name="email" value="${member.email}"`);
    expect(shown.body).not.toContain("wrong password");
    // Shown once: the page clears it.
    expect(shown.cookies.find((c) => c.name === "form_failure")?.value).toBe("");
  });

  it("tells a malformed email in the page's words without trying the password", async () => {
    const visit = await openSignIn();
    const refused = await post(visit, { email: "not-an-email", password: "whatever it is" });
    expect(refused.statusCode).toBe(303);
    const failure = cookiesOf(refused).form_failure ?? "";
    const shown = await openWithLeft("/sign-in", visit.cookie, failure);
    expect(shown.body).toContain("Bad email.");
    expect(shown.body).toContain('name="email" value="not-an-email"');
  });

  it("refuses a post from another site (403), whatever its token", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const fields = { email: member.email, password: goodPassword };
    const strangers: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://shop.rewards.example" },
      { origin: "https://evil.example" },
      {},
    ];
    for (const headers of strangers) {
      const refused = await post(visit, fields, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().code).toBe("csrf_rejected");
      expect(cookiesOf(refused).session).toBeUndefined();
    }
    // A browser that sends only Origin, the site's own, is heard.
    expect((await post(visit, fields, { origin: "https://rewards.example" })).statusCode).toBe(303);
  });

  it("refuses a missing or wrong token, or one without its cookie (403)", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const other = await openSignIn();
    const fields = { email: member.email, password: goodPassword };
    for (const spoiled of [
      { ...visit, token: "" },
      { ...visit, token: other.token },
      { ...visit, token: `${visit.token.slice(0, -1)}${visit.token.endsWith("A") ? "B" : "A"}` },
      { cookie: "", token: visit.token },
      { cookie: "form_key=short", token: visit.token },
    ]) {
      const refused = await post(spoiled, fields);
      expect(refused.statusCode).toBe(403);
      expect(cookiesOf(refused).session).toBeUndefined();
    }
  });

  it("answers a malformed body 4xx", async () => {
    const visit = await openSignIn();
    const send = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/sign-in",
        headers: { ...sameOrigin, cookie: visit.cookie, "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    for (const payload of ["", "email=%00&password=x&form_token=x", "a=%ED%A0%80", "=&&=="]) {
      const answer = await send(payload);
      expect(answer.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe("the sign-up page's plain form", () => {
  const signUp = (visit: Visit, fields: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
    post(visit, fields, headers, "/sign-up");
  const filled = (email: string) => ({
    email,
    email_confirmation: email,
    password: goodPassword,
    password_confirmation: goodPassword,
    country: "vi",
    accept_terms: "on",
  });

  it("opens the account and sends the new user to the setup on /, with the email code on its way", async () => {
    const email = `plain-${Date.now()}@example.com`;
    const answer = await signUp(await openSignIn(), filled(email));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/");
    const cookies = cookiesOf(answer);
    expect(cookies.loggedIn).toBe("false");
    expect(cookies.country).toBe("vi");
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/profile",
      cookies: { session: cookies.session ?? "" },
    });
    expect(profile.json().data.account.email).toBe(email);
  });

  it("tells the form's own failures in the page's words, the email kept", async () => {
    const visit = await openSignIn();
    const email = `plain-short-${Date.now()}@example.com`;
    const short = await signUp(visit, { ...filled(email), password: "short", password_confirmation: "short" });
    expect(short.headers.location).toBe("/sign-up");
    const shown = await openWithLeft("/sign-up", visit.cookie, cookiesOf(short).form_failure ?? "");
    expect(shown.body).toContain("At least 8.");
    expect(shown.body).toContain(`name="email" value="${email}"`);
    // A failure is shown only on the page whose form failed.
    const elsewhere = await openWithLeft("/sign-in", visit.cookie, cookiesOf(short).form_failure ?? "");
    expect(elsewhere.body).not.toContain('role="alert"');
  });

  it("refuses a post from another site (403)", async () => {
    const refused = await signUp(await openSignIn(), filled(`plain-x-${Date.now()}@example.com`), {
      "sec-fetch-site": "cross-site",
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the reset page's plain forms", () => {
  const newPassword = "Another-Long-Secret-42";

  it("asks for a code, then sets the new password with it, and the new password signs in", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const asked = await post(visit, { email: member.email }, sameOrigin, "/reset-password");
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe("/reset-password/code");
    const kept = asked.cookies.find((cookie) => cookie.name === "reset_email");
    expect(kept).toMatchObject({ value: member.email, httpOnly: true, sameSite: "Strict", path: "/reset-password" });
    const code = await latestCode(t.database.db, member.email);
    const withEmail = { ...visit, cookie: `${visit.cookie}; reset_email=${encodeURIComponent(member.email)}` };
    const fields = { code, password: newPassword, password_confirmation: newPassword };

    const wrong = await post(withEmail, { ...fields, code: wrongCode(code) }, sameOrigin, "/reset-password/code");
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe("/reset-password/code");
    const failure = JSON.parse(cookiesOf(wrong).form_failure ?? "{}");
    expect(failure).toEqual({ page: "/reset-password/code", failure: "invalid_code", email: member.email });
    expect(JSON.stringify(failure)).not.toContain(newPassword);

    const mismatch = await post(
      withEmail,
      { ...fields, password_confirmation: "x" },
      sameOrigin,
      "/reset-password/code",
    );
    expect(JSON.parse(cookiesOf(mismatch).form_failure ?? "{}").failure).toBe("equals");

    const done = await post(withEmail, fields, sameOrigin, "/reset-password/code");
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/sign-in");
    expect(done.cookies.find((cookie) => cookie.name === "reset_email")?.value).toBe("");
    // The sign-in page it leads to says so once, with the email in its field, as the app's notice does.
    const left = cookiesOf(done).form_failure ?? "";
    expect(JSON.parse(left)).toEqual({ page: "/sign-in", notice: "passwordReset", email: member.email });
    const told = await openWithLeft("/sign-in", visit.cookie, left);
    expect(told.body).toContain('role="status"');
    expect(told.body).toContain("Your password has been changed. Please log in.");
    expect(told.body).not.toContain('role="alert"');
    expect(told.body).toContain(`name="email" value="${member.email}"`);
    expect(told.cookies.find((c) => c.name === "form_failure")?.value).toBe("");
    const signedIn = await post(visit, { email: member.email, password: newPassword });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/home");
  });

  it("answers an unknown email as a known one, and tells a malformed one in the page's words", async () => {
    const visit = await openSignIn();
    const unknown = await post(visit, { email: "nobody-here@example.com" }, sameOrigin, "/reset-password");
    expect(unknown.headers.location).toBe("/reset-password/code");
    const malformed = await post(visit, { email: "not-an-email" }, sameOrigin, "/reset-password");
    expect(malformed.headers.location).toBe("/reset-password");
    expect(JSON.parse(cookiesOf(malformed).form_failure ?? "{}").failure).toBe("email");
  });

  it("opens the code page with the email the code went to in its field, and takes the field's email", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    await post(visit, { email: member.email }, sameOrigin, "/reset-password");
    const page = await t.app.inject({
      method: "GET",
      url: "/reset-password/code",
      headers: { cookie: `${visit.cookie}; reset_email=${encodeURIComponent(member.email)}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(`name="email" value="${member.email}"`);
    expect(page.body).toContain(`value="${visit.token}"`);
    // The page's own field (the app's takeover keeps it): no cookie needed.
    const code = await latestCode(t.database.db, member.email);
    const fields = { email: member.email, code, password: newPassword, password_confirmation: newPassword };
    const done = await post(visit, fields, sameOrigin, "/reset-password/code");
    expect(done.headers.location).toBe("/sign-in");
  });

  it("sends the code step without its email back to the first step", async () => {
    const visit = await openSignIn();
    const fields = { code: "123456", password: newPassword, password_confirmation: newPassword };
    const lost = await post(visit, fields, sameOrigin, "/reset-password/code");
    expect(lost.statusCode).toBe(303);
    expect(lost.headers.location).toBe("/reset-password");
  });

  it("sends the code again for the email the first step asked for, a minute after the last, and says so", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const ip = freshIp();
    await post(visit, { email: member.email }, sameOrigin, "/reset-password", ip);
    const first = await latestCode(t.database.db, member.email);
    const withEmail = { ...visit, cookie: `${visit.cookie}; reset_email=${encodeURIComponent(member.email)}` };
    const resend = () => post(withEmail, {}, sameOrigin, "/reset-password/code/resend", ip);

    // Inside the minute the page says to wait (the button cannot count down without the app), and
    // nothing is sent.
    const soon = await resend();
    expect(soon.statusCode).toBe(303);
    expect(soon.headers.location).toBe("/reset-password/code");
    const refused = JSON.parse(cookiesOf(soon).form_failure ?? "{}");
    expect(refused).toEqual({ page: "/reset-password/code", failure: "rate_limited", email: member.email });
    expect(await mailboxMessages(t.database.db, member.email, 20)).toHaveLength(1);

    // Past the minute, a new code, which sets the password where the first no longer can.
    limitsAhead += 61_000;
    await t.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.subject, member.email));
    const later = await resend();
    expect(later.headers.location).toBe("/reset-password/code");
    const left = cookiesOf(later).form_failure ?? "";
    expect(JSON.parse(left)).toEqual({ page: "/reset-password/code", notice: "codeResent", email: member.email });
    expect(await mailboxMessages(t.database.db, member.email, 20)).toHaveLength(2);
    // The email stays for an hour: past a code's ten minutes, so another can be asked for.
    const kept = later.cookies.find((cookie) => cookie.name === "reset_email");
    expect(kept).toMatchObject({ value: member.email, httpOnly: true, path: "/reset-password", maxAge: 3600 });

    const told = await openWithLeft("/reset-password/code", withEmail.cookie, left);
    expect(told.body).toContain('role="status"');
    expect(told.body).toContain("A new code is on its way.");
    expect(told.body).toContain(`name="email" value="${member.email}"`);

    const second = await latestCode(t.database.db, member.email);
    const fields = { password: newPassword, password_confirmation: newPassword };
    if (second !== first) {
      const stale = await post(withEmail, { ...fields, code: first }, sameOrigin, "/reset-password/code");
      expect(JSON.parse(cookiesOf(stale).form_failure ?? "{}").failure).toBe("invalid_code");
    }
    const done = await post(withEmail, { ...fields, code: second }, sameOrigin, "/reset-password/code");
    expect(done.headers.location).toBe("/sign-in");
  });

  it("answers a resend for an unknown email as for a known one, and sends nothing", async () => {
    const visit = await openSignIn();
    const email = "nobody-resends@example.com";
    const withEmail = { ...visit, cookie: `${visit.cookie}; reset_email=${encodeURIComponent(email)}` };
    const answer = await post(withEmail, {}, sameOrigin, "/reset-password/code/resend");
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/reset-password/code");
    expect(JSON.parse(cookiesOf(answer).form_failure ?? "{}")).toEqual({
      page: "/reset-password/code",
      notice: "codeResent",
      email,
    });
    expect(await mailboxMessages(t.database.db, email, 20)).toHaveLength(0);
  });

  it("counts a click inside the minute against none of the hour's codes, and stops at the hour's five", async () => {
    const visit = await openSignIn();
    const email = "limited-resends@example.com";
    const withEmail = { ...visit, cookie: `${visit.cookie}; reset_email=${encodeURIComponent(email)}` };
    const ip = freshIp();
    const said: string[] = [];
    const resend = async () => {
      const answer = await post(withEmail, {}, sameOrigin, "/reset-password/code/resend", ip);
      expect(answer.statusCode).toBe(303);
      const left = JSON.parse(cookiesOf(answer).form_failure ?? "{}");
      said.push(left.failure ?? left.notice);
    };
    for (let minute = 0; minute < 6; minute += 1) {
      await resend();
      await resend();
      limitsAhead += 61_000;
    }
    expect(said).toEqual([...Array(5).fill(["codeResent", "rate_limited"]).flat(), "rate_limited", "rate_limited"]);
  });

  it("sends a resend without the first step's email back to that step", async () => {
    const visit = await openSignIn();
    const lost = await post(visit, {}, sameOrigin, "/reset-password/code/resend");
    expect(lost.statusCode).toBe(303);
    expect(lost.headers.location).toBe("/reset-password");
    const malformed = { ...visit, cookie: `${visit.cookie}; reset_email=not-an-email` };
    expect((await post(malformed, {}, sameOrigin, "/reset-password/code/resend")).headers.location).toBe(
      "/reset-password",
    );
  });

  it("refuses a post from another site or without a good token (403)", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword, phoneConfirmed: true });
    const visit = await openSignIn();
    const withEmail = { ...visit, cookie: `${visit.cookie}; reset_email=${encodeURIComponent(member.email)}` };
    const codeFields = { code: "123456", password: newPassword, password_confirmation: newPassword };
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    for (const [url, fields] of [
      ["/reset-password", { email: member.email }],
      ["/reset-password/code", codeFields],
      ["/reset-password/code/resend", {}],
    ] as const) {
      expect((await post(withEmail, fields, crossSite, url)).statusCode).toBe(403);
      expect((await post({ ...withEmail, token: "" }, fields, sameOrigin, url)).statusCode).toBe(403);
    }
    // Refused before anything acts: no code went out.
    expect(await mailboxMessages(t.database.db, member.email, 20)).toHaveLength(0);
  });
});
