import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, latestCode, signUpThroughApi, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { installationSecret } from "../app-meta/index.js";

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
