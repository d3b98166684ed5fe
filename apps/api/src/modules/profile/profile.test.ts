import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  completeMemberThroughApi,
  freshIp,
  latestCode,
  signUpThroughApi,
  wrongCode,
} from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { uploadAvatar } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, user_profile: Record<string, unknown>, ip = freshIp()) =>
  call(t.app, { method: "PUT", url: "/profile", token, ip, payload: { user_profile } });

let phoneSeq = 100;
const nextPhone = () => `8123450${phoneSeq++}`;

describe("email confirmation", () => {
  it("refuses a wrong code in the spec's words, then confirms with the emailed one", async () => {
    const { email, token } = await signUpThroughApi(t.app);
    const code = await latestCode(t.database.db, email);
    const wrong = await call(t.app, {
      method: "POST",
      url: "/profile/mail_confirm",
      token,
      payload: { code: wrongCode(code) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "invalid_code",
      message: "Invalid code. Please try again",
      field: "code",
    });
    const right = await call(t.app, { method: "POST", url: "/profile/mail_confirm", token, payload: { code } });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.account.email_confirmed).toBe(true);
  });

  it("refuses a malformed code before looking it up", async () => {
    const { token } = await signUpThroughApi(t.app);
    const response = await call(t.app, {
      method: "POST",
      url: "/profile/mail_confirm",
      token,
      payload: { code: "12ab" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Invalid code. Please try again");
  });

  it("paces resends: a second code within a minute is refused", async () => {
    const { token } = await signUpThroughApi(t.app);
    const resend = await call(t.app, { method: "GET", url: "/profile/resend_mail_confirmation_code", token });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toMatch(/wait \d+ seconds/);
    const wait = resend.json().retry_after;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(resend.headers["retry-after"]).toBe(String(wait));
  });

  it("keeps profile completion behind the email confirmation", async () => {
    const { token } = await signUpThroughApi(t.app);
    const response = await put(token, { name: "Early" });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("email_not_confirmed");
  });
});

describe("first profile completion and the phone code", () => {
  it("texts a code to the new phone; confirming it logs the member in and sets the language", async () => {
    const { user, token } = await createSignedInUser(t.database.db);
    const phone = nextPhone();
    const saved = await put(token, {
      name: "Budi",
      last_name: "Santoso",
      birth_day: "1990-05-06T17:00:00.000Z",
      country_code: "+62",
      phone_number: `0${phone}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.basic_info).toMatchObject({
      name: "Budi",
      last_name: "Santoso",
      birth_day: "1990-05-06",
      phone_number: phone,
    });
    expect(saved.json().data.account).toMatchObject({ has_basic_info: true, phone_confirmed: false, locale: "id" });

    const code = await latestCode(t.database.db, `+62${phone}`);
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/profile/phone_confirm",
      headers: { token, platform: "3" },
      payload: { phone_token: code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.account.phone_confirmed).toBe(true);
    expect(confirmed.json().data.user_profile).toEqual({ dob: "1990-05-06", country_code: "+62", user_id: user.id });
    expect(confirmed.cookies.find((c) => c.name === "loggedIn")?.value).toBe("true");
  });

  it.each([
    ["+84", "vi"],
    ["+81", "en"],
  ])("country code %s sets the locale %s", async (countryCode, locale) => {
    const { token } = await createSignedInUser(t.database.db);
    const saved = await put(token, { country_code: countryCode, phone_number: nextPhone() });
    expect(saved.json().data.account).toMatchObject({ country_code: countryCode, locale });
  });

  it("refuses a phone number another member has confirmed", async () => {
    const phone = nextPhone();
    await completeMemberThroughApi(t.app, t.database.db, phone);
    const { token } = await createSignedInUser(t.database.db);
    const taken = await put(token, { country_code: "+62", phone_number: phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "phone_taken", field: "user_profile.phone_number" });
  });

  it("refuses a birthday in the future and a phone number that is not one", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const future = await put(token, { birth_day: "2999-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().field).toBe("user_profile.birth_day");
    const notPhone = await put(token, { country_code: "+62", phone_number: "12ab" });
    expect(notPhone.statusCode).toBe(400);
    expect(notPhone.json().field).toBe("user_profile.phone_number");
  });

  it("a wrong or malformed phone code is refused with the spec's message", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const phone = nextPhone();
    await put(token, { country_code: "+84", phone_number: phone });
    const code = await latestCode(t.database.db, `+84${phone}`);
    for (const phone_token of [wrongCode(code), "99999a"]) {
      const response = await call(t.app, {
        method: "POST",
        url: "/profile/phone_confirm",
        token,
        payload: { phone_token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Invalid code. Please try again");
    }
  });

  it("resending without a phone number says what is missing", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await call(t.app, { method: "GET", url: "/profile/resend_otp_confirmation_code", token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("phone_missing");
  });

  it("limits code checks per account", async () => {
    const { token } = await createSignedInUser(t.database.db);
    await put(token, { country_code: "+84", phone_number: nextPhone() });
    const attempt = (ip: string) =>
      call(t.app, { method: "POST", url: "/profile/phone_confirm", token, ip, payload: { phone_token: "000001" } });
    for (let i = 0; i < 10; i++) expect((await attempt(freshIp())).statusCode).not.toBe(429);
    expect((await attempt(freshIp())).statusCode).toBe(429);
  });
});

describe("the SMS gateway", () => {
  it("receives POST JSON {to, text} when SMS_WEBHOOK_URL is set", async () => {
    const received: unknown[] = [];
    const gateway = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push(JSON.parse(body));
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    const withGateway = await createTestApp({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` });
    try {
      const { token } = await createSignedInUser(withGateway.database.db);
      const response = await withGateway.app.inject({
        method: "PUT",
        url: "/api/profile",
        headers: { token },
        payload: { user_profile: { country_code: "+84", phone_number: "912345678" } },
      });
      expect(response.statusCode).toBe(200);
      expect(received).toEqual([{ to: "+84912345678", text: expect.stringMatching(/\b\d{6}\b/) }]);
    } finally {
      await withGateway.close();
      gateway.close();
    }
  });
});

describe("the avatar", () => {
  const upload = (token: string, data: Buffer, filename: string, contentType: string) =>
    uploadAvatar(t.app, token, data, { filename, contentType });

  it("is the default image until one is uploaded; an upload is re-encoded and served as JPEG", async () => {
    const { token } = await createSignedInUser(t.database.db);
    expect((await call(t.app, { method: "GET", url: "/profile", token })).json().data.basic_info.avatar).toBe(
      "/images/default-avatar.svg",
    );
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#e91e63" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret place" } } })
      .toBuffer();
    const response = await upload(token, png, "me.png", "image/png");
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.basic_info.avatar;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a file that is not a JPG or PNG, whatever its name says", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await upload(token, Buffer.from("<svg onload=alert(1)>"), "cat.png", "image/png");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "image_type", field: "avatar" });
  });

  it("refuses an image over 10 MB with the spec's message", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await upload(token, big, "huge.jpg", "image/jpeg");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "image_too_big",
      message: "Image size is so big! Please choose another file!",
    });
  });
});

describe("GET profile for the avatar menu", () => {
  it("says whether the member also works in the back office", async () => {
    const cases = [
      [["member"], false],
      [["member", "worker"], false],
      [["member", "support"], true],
      [["member", "author"], true],
      [["member", "admin"], true],
    ] as const;
    for (const [roles, staff] of cases) {
      const { token } = await createSignedInUser(t.database.db, { roles: [...roles] });
      const response = await t.app.inject({ method: "GET", url: "/api/profile", headers: { token } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.staff, roles.join(",")).toBe(staff);
    }
  });
});
