import { homeSections } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const homeConfig = (token: string) => call(t.app, { method: "GET", url: "/setting/home_config", token });
const homeAnswer = (token: string) => call(t.app, { method: "GET", url: "/home", token });

describe("setting/home_config and GET home's home_config", () => {
  it("shows every home section in the default order until an admin changes it", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await homeConfig(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ country: "indo", sections: [...homeSections], hidden: [] });
  });

  it("needs a signed-in member", async () => {
    expect((await call(t.app, { method: "GET", url: "/setting/home_config" })).statusCode).toBe(401);
  });

  it("answers each market its own order once an admin saves one, and refuses a section listed twice", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const indo = await createSignedInUser(t.database.db, { market: "indo" });
    const vi = await createSignedInUser(t.database.db, { market: "vi" });
    const value = {
      indo: ["surveys", "hero", "earn_menu"],
      vi: ["hero", "attendance", "earn_menu", "daily_missions", "surveys", "invite"],
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/home_config",
      headers: { token: admin.token },
      payload: { value },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await homeConfig(indo.token)).json().data).toEqual({
      country: "indo",
      sections: ["surveys", "hero", "earn_menu"],
      hidden: ["attendance", "daily_missions", "invite"],
    });
    expect((await homeConfig(vi.token)).json().data).toEqual({ country: "vi", sections: value.vi, hidden: [] });
    // `GET home` carries the same, so the home page needs no second call.
    for (const member of [indo, vi]) {
      const home = await homeAnswer(member.token);
      expect(home.statusCode, home.body).toBe(200);
      expect(home.json().data.home_config).toEqual((await homeConfig(member.token)).json().data);
    }

    const twice = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/home_config",
      headers: { token: admin.token },
      payload: { value: { ...value, vi: ["hero", "hero"] } },
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/home_config",
      headers: { token: admin.token },
      payload: { value: { ...value, vi: ["banner"] } },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await homeConfig(vi.token)).json().data.sections).toEqual(value.vi);
  });
});
