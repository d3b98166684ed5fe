import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { uniqueProvider } from "./test-support.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

/** `null` sends no session. */
function load(payload: object, token: string | null = adminToken) {
  return t.app.inject({ method: "POST", url: "/api/admin/card_stock", payload, headers: token ? { token } : {} });
}

function list(token: string | null = adminToken) {
  return t.app.inject({ method: "GET", url: "/api/admin/card_stock", headers: token ? { token } : {} });
}

const codes = (...names: string[]) => names.map((code) => ({ code }));

describe("/api/admin/card_stock", () => {
  it("creates the product priced at the market's rate and adds its codes", async () => {
    const provider = uniqueProvider("Viettel");
    const response = await load({
      kind: "phone_card",
      market: "vi",
      provider,
      face_value: 20_000,
      codes: [{ code: "VT-0001", serial: "SN1", expires_at: "2030-12-31" }, ...codes("VT-0002", "VT-0003")],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      kind: "phone_card",
      market: "vi",
      provider,
      face_value: 20_000,
      point: 100,
      stock: 3,
      added: 3,
    });

    const listed = (await list()).json().data;
    expect(listed).toContainEqual({
      id: response.json().data.id,
      kind: "phone_card",
      market: "vi",
      provider,
      face_value: 20_000,
      point: 100,
      stock: 3,
    });
  });

  it("skips codes the product already has, and repeats within one load", async () => {
    const provider = uniqueProvider("Telkomsel");
    const offer = { kind: "phone_card", market: "indo", provider, face_value: 25_000 };
    const first = (await load({ ...offer, codes: codes("TS-1", "TS-2") })).json().data;
    const again = await load({ ...offer, codes: codes("TS-2", "TS-3", "TS-3", "TS-1") });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, point: 193, added: 1, stock: 3 });

    // The same code under another product is another card.
    const other = await load({ ...offer, face_value: 50_000, codes: codes("TS-1") });
    expect(other.json().data).toMatchObject({ added: 1, stock: 1 });
  });

  it("is for admins only: 401 without a session, 403 for a member", async () => {
    const member = await createSignedInUser(t.database.db);
    const payload = {
      kind: "gift_card",
      market: "indo",
      provider: "Sneaky",
      face_value: 50_000,
      codes: codes("X-0001"),
    };
    expect((await load(payload, null)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    const forbidden = await load(payload, member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("forbidden");
    expect((await load({}, member.token)).statusCode).toBe(403);
    expect((await list(member.token)).statusCode).toBe(403);
    expect((await list()).json().data.map((item: { provider: string }) => item.provider)).not.toContain("Sneaky");
  });

  it("names the field of a bad load", async () => {
    const good = { kind: "phone_card", market: "indo", provider: "XL", face_value: 10_000, codes: codes("XL-0001") };
    const cases: [object, string][] = [
      [{ ...good, codes: [] }, "codes"],
      [{ ...good, codes: codes("x") }, "codes.0.code"],
      [{ ...good, market: "jp" }, "market"],
      [{ ...good, face_value: 0 }, "face_value"],
    ];
    for (const [payload, field] of cases) {
      const response = await load(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_failed", field });
    }
  });
});
