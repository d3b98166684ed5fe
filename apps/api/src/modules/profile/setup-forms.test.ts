import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes, pendingSignUps } from "../../db/schema.js";
import { call, freshIp, latestCode, signUpThroughApi, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { installationSecret } from "../app-meta/index.js";
import { mailboxMessages } from "../messaging/index.js";

let t: TestApp;
let formToken: string;
const formKey = "s".repeat(43);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://rewards.example/" });
  // The token the server writes into a form for this key (auth/form-token.ts).
  const secret = await installationSecret(t.database.db, "formTokenSecret");
  formToken = createHmac("sha256", secret).update(formKey).digest("base64url");
});
afterAll(() => t.close());

const sameOrigin = { "sec-fetch-site": "same-origin", origin: "https://rewards.example" };

/** The setup's plain form as the browser posts it: the session and form key cookies, no `platform`. */
function postCode(
  url: string,
  session: string,
  fields: Record<string, string>,
  { headers = sameOrigin, ip = freshIp() }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    headers: {
      ...headers,
      cookie: `session=${session}; loggedIn=false; form_key=${formKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ form_token: formToken, ...fields }).toString(),
  });
}

const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));

/** As if the member's last code went out two minutes ago: past the pacing of a resend. */
const agePacing = (userId: string) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(oneTimeCodes.userId, userId));

const profileOf = async (token: string) =>
  (await call(t.app, { method: "GET", url: "/profile", token })).json().data.account;

describe("the account setup's code steps as plain forms", () => {
  it("confirms the email with its code and sends the user back to the setup's next step", async () => {
    const member = await signUpThroughApi(t.app);
    const code = await latestCode(t.database.db, member.email);

    const wrong = await postCode("/setup/email-code", member.token, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe("/");
    expect(JSON.parse(cookiesOf(wrong).form_failure ?? "{}")).toEqual({
      page: "/",
      failure: "invalid_code",
      email: "",
    });
    const empty = await postCode("/setup/email-code", member.token, { code: "" });
    expect(JSON.parse(cookiesOf(empty).form_failure ?? "{}").failure).toBe("required");
    expect(await profileOf(member.token)).toMatchObject({ email_confirmed: false });

    const done = await postCode("/setup/email-code", member.token, { code });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/");
    expect(cookiesOf(done).form_failure).toBeUndefined();
    expect(await profileOf(member.token)).toMatchObject({ email_confirmed: true });
  });

  it("confirms the phone with the texted code: a member, home, in the phone country's market", async () => {
    const member = await signUpThroughApi(t.app);
    const ip = freshIp();
    const mailCode = await latestCode(t.database.db, member.email);
    expect((await postCode("/setup/email-code", member.token, { code: mailCode })).headers.location).toBe("/");
    const phone = String(810_000_000 + Math.floor(Math.random() * 9_000_000));
    const profile = {
      name: "Ayu",
      last_name: "Lestari",
      birth_day: "1996-03-04",
      country_code: "+62",
      phone_number: phone,
    };
    const saved = await call(t.app, {
      method: "PUT",
      url: "/profile",
      token: member.token,
      ip,
      payload: { user_profile: profile },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const smsCode = await latestCode(t.database.db, `+62${phone}`);

    const wrong = await postCode("/setup/phone-code", member.token, { code: wrongCode(smsCode) });
    expect(wrong.headers.location).toBe("/");
    expect(JSON.parse(cookiesOf(wrong).form_failure ?? "{}").failure).toBe("invalid_code");

    const done = await postCode("/setup/phone-code", member.token, { code: smsCode });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/home");
    expect(cookiesOf(done)).toMatchObject({ loggedIn: "true", country: "indo" });
    expect(await profileOf(member.token)).toMatchObject({ phone_confirmed: true });
  });

  it("sends the code again from the step's plain form: a new code, and a notice on the setup", async () => {
    const member = await signUpThroughApi(t.app);
    const ip = freshIp();
    const first = await latestCode(t.database.db, member.email);
    // Within a minute of the first code: refused, and the page says why.
    const soon = await postCode("/setup/email-code/resend", member.token, {}, { ip });
    expect(JSON.parse(cookiesOf(soon).form_failure ?? "{}").failure).toBe("rate_limited");
    await agePacing(member.userId);
    const again = await postCode("/setup/email-code/resend", member.token, {}, { ip });
    expect(again.statusCode, again.body).toBe(303);
    expect(again.headers.location).toBe("/");
    expect(JSON.parse(cookiesOf(again).form_failure ?? "{}")).toEqual({ page: "/", notice: "codeResent", email: "" });
    const second = await latestCode(t.database.db, member.email);
    expect(second).not.toBe(first);
    // The new code confirms the email.
    expect((await postCode("/setup/email-code", member.token, { code: second })).headers.location).toBe("/");
    expect(await profileOf(member.token)).toMatchObject({ email_confirmed: true });
    // Confirmed, a code is not sent again; without a phone yet, neither is the phone's.
    const confirmed = await postCode("/setup/email-code/resend", member.token, {}, { ip });
    expect(JSON.parse(cookiesOf(confirmed).form_failure ?? "{}").failure).toBe("already_confirmed");
    const noPhone = await postCode("/setup/phone-code/resend", member.token, {}, { ip });
    expect(JSON.parse(cookiesOf(noPhone).form_failure ?? "{}").failure).toBe("phone_missing");
  });

  it("sends the code again within the account's budget, and only for this site's page", async () => {
    const member = await signUpThroughApi(t.app);
    const ip = freshIp();
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    expect((await postCode("/setup/email-code/resend", member.token, {}, { headers: crossSite })).statusCode).toBe(403);
    expect((await postCode("/setup/email-code/resend", member.token, { form_token: "x" })).statusCode).toBe(403);
    expect((await postCode("/setup/email-code/resend", "", {})).statusCode).toBe(401);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await agePacing(member.userId);
      const answer = await postCode("/setup/email-code/resend", member.token, {}, { ip });
      const left = JSON.parse(cookiesOf(answer).form_failure ?? "{}");
      answers.push(left.failure ?? left.notice);
    }
    expect(answers, JSON.stringify(answers)).toContain("codeResent");
    expect(answers.at(-1)).toBe("rate_limited");
  });

  it("answers a sign-up with an email already taken as it answers a new account, and sends nothing", async () => {
    const owner = await createTestUser(t.database.db);
    const fresh = await signUpThroughApi(t.app);
    const taken = await signUpThroughApi(t.app, owner.email);
    const before = (await mailboxMessages(t.database.db, owner.email, 20)).length;
    const answer = async (token: string, headers?: Record<string, string>) => {
      const posted = await postCode("/setup/email-code/resend", token, {}, headers ? { headers } : {});
      return [posted.statusCode, posted.headers.location, cookiesOf(posted).form_failure];
    };
    const soon = [await answer(fresh.token), await answer(taken.token)];
    // Past the minute between codes, for the account and the pending sign-up alike.
    await agePacing(fresh.userId);
    await t.database.db
      .update(pendingSignUps)
      .set({ codeSentAt: new Date(Date.now() - 120_000) })
      .where(eq(pendingSignUps.email, owner.email));
    const later = [await answer(fresh.token), await answer(taken.token)];
    const crossSite = { "sec-fetch-site": "cross-site" };
    const elsewhere = [await answer(fresh.token, crossSite), await answer(taken.token, crossSite)];
    const said = (left: object) => JSON.stringify({ page: "/", ...left, email: "" });
    expect(soon).toEqual(Array(2).fill([303, "/", said({ failure: "rate_limited" })]));
    expect(later).toEqual(Array(2).fill([303, "/", said({ notice: "codeResent" })]));
    expect(elsewhere).toEqual(Array(2).fill([403, undefined, undefined]));
    expect(await mailboxMessages(t.database.db, owner.email, 20)).toHaveLength(before);
  });

  it("refuses a post from another site or without a good token (403), before looking at the code", async () => {
    const member = await signUpThroughApi(t.app);
    const code = await latestCode(t.database.db, member.email);
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    expect((await postCode("/setup/email-code", member.token, { code }, { headers: crossSite })).statusCode).toBe(403);
    expect((await postCode("/setup/email-code", member.token, { code, form_token: "x" })).statusCode).toBe(403);
    expect((await postCode("/setup/phone-code", member.token, { code, form_token: "" })).statusCode).toBe(403);
    expect(await profileOf(member.token)).toMatchObject({ email_confirmed: false });
  });

  it("answers a post without a session 401, and a malformed body 4xx", async () => {
    const anonymous = await postCode("/setup/email-code", "", { code: "123456" });
    expect(anonymous.statusCode).toBe(401);
    const member = await signUpThroughApi(t.app);
    const long = await postCode("/setup/email-code", member.token, { code: "1".repeat(40) });
    expect(long.statusCode).toBe(400);
  });

  it("keeps to the code routes' limits: checks past the account's budget are refused", async () => {
    const member = await signUpThroughApi(t.app);
    const ip = freshIp();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await postCode("/setup/email-code", member.token, { code: "000000" }, { ip });
      answers.push(JSON.parse(cookiesOf(answer).form_failure ?? "{}").failure);
    }
    expect(answers).toContain("rate_limited");
  });
});
