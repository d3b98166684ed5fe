import { appSettingDefaults } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { readSetting, settingCacheMs } from "./service.js";
import { appSettings } from "./tables.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const put = (key: string, value: unknown, token = adminToken) =>
  t.app.inject({ method: "PUT", url: `/api/admin/settings/${key}`, headers: { token }, payload: { value } });

describe("the settings store", () => {
  it("answers the defaults until an admin saves a value", async () => {
    expect(await readSetting(t.database.db, "attendance")).toEqual(appSettingDefaults.attendance);
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { token: adminToken } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual({
      key: "invitations",
      value: appSettingDefaults.invitations,
      default: appSettingDefaults.invitations,
      updated_at: null,
    });
  });

  it("lets an admin change a value, checked by the key's schema, and serves it at once in this process", async () => {
    const value = { ...appSettingDefaults.attendance, daily_points: 8 };
    const saved = await put("attendance", value);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ key: "attendance", value, default: appSettingDefaults.attendance });
    expect((await readSetting(t.database.db, "attendance")).daily_points).toBe(8);

    const negative = await put("attendance", { ...value, daily_points: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe("value.daily_points");
    const fraction = await put("invitations", { inviter_bonus_points: { indo: 1.5, vi: 100 }, inviter_daily_cap: 3 });
    expect(fraction.statusCode).toBe(400);
    expect((await readSetting(t.database.db, "attendance")).daily_points).toBe(8);
  });

  it("refuses members who are not admins, before looking at the body", async () => {
    const member = await createSignedInUser(t.database.db);
    expect((await put("attendance", "nonsense", member.token)).statusCode).toBe(403);
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { token: member.token } });
    expect(listed.statusCode).toBe(403);
  });

  it("reads a value again after the cache time, and falls back to the default when a stored value no longer fits", async () => {
    await t.database.db
      .insert(appSettings)
      .values({ key: "invitations", value: { inviter_bonus_points: "lots" } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { inviter_bonus_points: "lots" } } });
    const later = Date.now() + settingCacheMs + 1;
    expect(await readSetting(t.database.db, "invitations", later)).toEqual(appSettingDefaults.invitations);
  });
});
