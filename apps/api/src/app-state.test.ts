import { appSettingDefaults } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSetting, writeSetting } from "./modules/app-settings/service.js";
import { createTestApp, type TestApp } from "./test/app.js";
import { createTestUser } from "./test/factories.js";

/**
 * Two apps in one process keep apart: each has its own activity stream and settings cache (and its
 * chat service its own hub and room memory), so what one reads or caches never answers for the other.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([a.close(), b.close()]));

describe("two apps in one process", () => {
  it("have their own activity stream and settings cache", () => {
    expect(a.app.state.activity).not.toBe(b.app.state.activity);
    expect(a.app.state.settings).not.toBe(b.app.state.settings);
    expect(a.app.state.activity.consumers).toEqual(b.app.state.activity.consumers);
  });

  it("never answer a setting from the other's cache", async () => {
    const admin = await createTestUser(a.database.db);
    const changed = { inviter_bonus_points: { indo: 250, vi: 300 }, inviter_daily_cap: 4 };
    expect(await readSetting(a.database.db, "invitations")).toEqual(appSettingDefaults.invitations);
    await writeSetting(a.database.db, "invitations", changed, admin.id);
    // B reads its own database (still the default) and keeps that in its own cache ...
    expect(await readSetting(b.database.db, "invitations")).toEqual(appSettingDefaults.invitations);
    // ... which A never sees: A answers what was saved in A.
    expect(await readSetting(a.database.db, "invitations")).toEqual(changed);
    expect(a.app.state.settings.get("invitations")?.value).toEqual(changed);
    expect(b.app.state.settings.get("invitations")?.value).toEqual(appSettingDefaults.invitations);
  });

  it("share the state of the database handle they were built on with the test's direct calls", async () => {
    const admin = await createTestUser(b.database.db);
    const changed = { inviter_bonus_points: { indo: 111, vi: 222 }, inviter_daily_cap: 3 };
    expect(await readSetting(b.database.db, "invitations")).toEqual(appSettingDefaults.invitations);
    // Saved on the handle the app was built on: the app forgets its copy at once.
    await writeSetting(b.database.db, "invitations", changed, admin.id);
    expect(b.app.state.settings.has("invitations")).toBe(false);
    expect(await readSetting(b.database.db, "invitations")).toEqual(changed);
  });
});
