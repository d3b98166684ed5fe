import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const ad = (overrides: object = {}) => ({
  title: "Double points weekend",
  image_url: "https://cdn.example.com/ads/weekend.png",
  type_advertisement: 4,
  starts_at: new Date(Date.now() - hour).toISOString(),
  ends_at: new Date(Date.now() + 48 * hour).toISOString(),
  step: 12,
  ...overrides,
});
const createAd = (body: object, token = adminToken) =>
  t.app.inject({ method: "POST", url: "/api/admin/advertisements", headers: { token }, payload: body });

describe("advertisements", () => {
  it("an admin creates ads (audited); GET home carries the live ones for the member's market and language", async () => {
    const created = await createAd(ad());
    expect(created.statusCode, created.body).toBe(200);
    const mine = created.json().data;
    expect(mine).toMatchObject({ title: "Double points weekend", type_advertisement: 4, step: 12, views: 0 });
    await createAd(ad({ title: "Vietnam only", country: "vi" }));
    await createAd(ad({ title: "Later", starts_at: new Date(Date.now() + 24 * hour).toISOString() }));
    await createAd(ad({ title: "A survey", type_advertisement: 3, related_id: "s-1", step: 6, locale: "en" }));

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/audit_log", headers: { token: adminToken } });
    expect(audit.body).toContain("advertisement.create");

    const member = await createMemberWithPoints(t.database.db, 0, { market: "indo", locale: "en" });
    const home = await t.app.inject({ method: "GET", url: "/api/home", headers: { token: member.token } });
    const { advertisement } = home.json().data;
    expect(advertisement.list.map((item: { title: string }) => item.title)).toEqual([
      "Double points weekend",
      "A survey",
    ]);
    // The shortest step of the live ads.
    expect(advertisement.step).toBe(6);
  });

  it("refuses what cannot be shown: a link without https, a survey without its id, an end before the start", async () => {
    expect((await createAd(ad({ type_advertisement: 5, link_to: "javascript:alert(1)" }))).statusCode).toBe(400);
    expect((await createAd(ad({ type_advertisement: 3 }))).statusCode).toBe(400);
    expect((await createAd(ad({ ends_at: new Date(Date.now() - 2 * hour).toISOString() }))).statusCode).toBe(400);
    const member = await createSignedInUser(t.database.db);
    expect((await createAd(ad(), member.token)).statusCode).toBe(403);
  });

  it("counts a view and a click once per member and day, however often the popup reloads", async () => {
    const created = (await createAd(ad({ title: "Counted" }))).json().data;
    const members = [await createSignedInUser(t.database.db), await createSignedInUser(t.database.db)];
    const report = (token: string, what: string) =>
      t.app.inject({ method: "POST", url: `/api/advertisements/${created.id}/${what}`, headers: { token } });
    const first = await report(members[0]?.token ?? "", "update_view");
    expect(first.json().data).toEqual({ counted: true });
    expect((await report(members[0]?.token ?? "", "update_view")).json().data).toEqual({ counted: false });
    await Promise.all([
      report(members[1]?.token ?? "", "update_view"),
      report(members[1]?.token ?? "", "update_view"),
      report(members[1]?.token ?? "", "update_clicks"),
      report(members[1]?.token ?? "", "update_clicks"),
    ]);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/advertisements",
      headers: { token: adminToken },
    });
    expect(list.json().data.find((item: { id: string }) => item.id === created.id)).toMatchObject({
      views: 2,
      clicks: 1,
    });
    const missing = await report(members[0]?.token ?? "", "update_view").then(() =>
      t.app.inject({
        method: "POST",
        url: "/api/advertisements/01a20000-0000-7000-8000-000000000000/update_view",
        headers: { token: members[0]?.token ?? "" },
      }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it("an edit switches an ad off, and home stops carrying it", async () => {
    const created = (await createAd(ad({ title: "Switched off", country: "vi" }))).json().data;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/advertisements/${created.id}`,
      headers: { token: adminToken },
      payload: ad({ title: "Switched off", country: "vi", active: false }),
    });
    expect(edited.json().data.active).toBe(false);
    const member = await createMemberWithPoints(t.database.db, 0, { market: "vi", locale: "vi" });
    const home = await t.app.inject({ method: "GET", url: "/api/home", headers: { token: member.token } });
    const titles = home.json().data.advertisement.list.map((item: { title: string }) => item.title);
    expect(titles).toContain("Vietnam only");
    expect(titles).not.toContain("Switched off");
  });
});
