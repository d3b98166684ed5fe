import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("settings", () => {
  it("starts at instant for mail and push, with the three frequencies offered", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await call(t.app, { method: "GET", url: "/setting", token });
    expect(response.json().data).toEqual({
      notiSeen: true,
      mail_setting: "instant",
      push_setting: "instant",
      notify_options: [
        { value: "instant", checked: true },
        { value: "once_per_day", checked: false },
        { value: "never", checked: false },
      ],
      locale: "en",
      locale_chosen: false,
    });
  });

  it("changes only the value that was sent", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const mail = await call(t.app, {
      method: "POST",
      url: "/setting/set_noti_mail",
      token,
      payload: { mail_setting: "never" },
    });
    expect(mail.json().data).toMatchObject({ mail_setting: "never", push_setting: "instant" });
    const push = await call(t.app, {
      method: "POST",
      url: "/setting/set_noti_mail",
      token,
      payload: { push_setting: "once_per_day" },
    });
    expect(push.json().data).toMatchObject({ mail_setting: "never", push_setting: "once_per_day" });
  });

  it("refuses an empty update and an unknown frequency", async () => {
    const { token } = await createSignedInUser(t.database.db);
    expect((await call(t.app, { method: "POST", url: "/setting/set_noti_mail", token, payload: {} })).statusCode).toBe(
      400,
    );
    const bad = await call(t.app, {
      method: "POST",
      url: "/setting/set_noti_mail",
      token,
      payload: { mail_setting: "hourly" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("mail_setting");
  });

  it("belongs to the signed-in user only", async () => {
    expect((await call(t.app, { method: "GET", url: "/setting" })).statusCode).toBe(401);
  });
});
