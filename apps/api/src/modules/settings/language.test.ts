import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword, latestCode, uniqueEmail } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { mailboxMessages } from "../messaging/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneSeq = 100;
const nextPhone = () => `8129870${phoneSeq++}`;

const savePhone = (token: string, country_code: string, phone_number: string) =>
  call(t.app, {
    method: "PUT",
    url: "/profile",
    token,
    ip: freshIp(),
    payload: { user_profile: { country_code, phone_number } },
  });

const chooseLanguage = (token: string, locale: string) =>
  call(t.app, { method: "POST", url: "/setting/language", token, payload: { locale } });

async function latestText(recipient: string): Promise<string> {
  const [message] = await mailboxMessages(t.database.db, recipient, 1);
  return message?.body ?? "";
}

describe("the member's language", () => {
  it("follows the phone's country until the member chooses one", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const phone = nextPhone();
    const saved = await savePhone(token, "+62", phone);
    expect(saved.json().data.account.locale).toBe("id");
    expect(await latestText(`+62${phone}`)).toContain("Kode verifikasi");
    const setting = await call(t.app, { method: "GET", url: "/setting", token });
    expect(setting.json().data).toMatchObject({ locale: "id", locale_chosen: false });
  });

  it("once chosen, is kept through a new phone country, and the code is texted in it", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const chosen = await chooseLanguage(token, "en");
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ locale: "en", locale_chosen: true });

    const phone = nextPhone();
    const saved = await savePhone(token, "+84", phone);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.account.locale).toBe("en");
    expect(await latestText(`+84${phone}`)).toMatch(/^Your verification code is \d{6}/);
  });

  it("travels with the account: a sign-in on another device answers with the chosen language", async () => {
    const email = uniqueEmail();
    const signUp = await call(t.app, {
      method: "POST",
      url: "/users",
      ip: freshIp(),
      payload: { user: { email, password: goodPassword, password_confirmation: goodPassword } },
    });
    const token = signUp.json().auth_token as string;
    // Before the email is confirmed an account reaches nothing but the email code screen.
    expect((await chooseLanguage(token, "vi")).json().code).toBe("email_not_confirmed");
    const code = await latestCode(t.database.db, email);
    await call(t.app, { method: "POST", url: "/profile/mail_confirm", token, payload: { code } });
    await chooseLanguage(token, "vi");
    const elsewhere = await call(t.app, {
      method: "POST",
      url: "/users/sign_in",
      ip: freshIp(),
      payload: { user: { email, password: goodPassword, device_id: "another-phone" } },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.account.locale).toBe("vi");
  });

  it("a visitor who signs up on a page in a language keeps it: the page's language is their choice", async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { platform: "3", country: "indo" },
      cookies: { locale: "vi" },
      remoteAddress: freshIp(),
      payload: { user: { email, password: goodPassword, password_confirmation: goodPassword } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.locale).toBe("vi");
    const code = await latestCode(t.database.db, email);
    expect(await latestText(email)).toContain(`Mã xác nhận của bạn là ${code}`);
  });

  it("refuses a language the product does not speak", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const refused = await chooseLanguage(token, "jp");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("locale");
    expect(
      (await call(t.app, { method: "POST", url: "/setting/language", payload: { locale: "en" } })).statusCode,
    ).toBe(401);
  });
});
