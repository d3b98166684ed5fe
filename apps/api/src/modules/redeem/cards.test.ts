import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { balanceOf, entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { addCardStock } from "./card-stock.js";
import { memberRequest } from "./requests.js";
import { freeCodesOf, fundedMember, requestsOf, stock, uniqueProvider } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

function cardInfo(token: string, app = t.app) {
  return app.inject({ method: "GET", url: "/api/phone_cards/get_list_phone_card_info", headers: { token } });
}

function changeCard(token: string, payload: object, key?: string, app = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/phone_cards/change_card",
    payload,
    headers: { token, ...(key ? { "idempotency-key": key } : {}) },
  });
}

describe("GET /api/phone_cards/get_list_phone_card_info", () => {
  it("lists the member's market's cards by provider, face values ascending, with price and free stock", async () => {
    const telkomsel = uniqueProvider("Telkomsel");
    const tokopedia = uniqueProvider("Tokopedia");
    const viettel = uniqueProvider("Viettel");
    await stock(db(), { provider: telkomsel, face_value: 50_000, codes: 2 });
    await stock(db(), { provider: telkomsel, face_value: 10_000, codes: 3 });
    await stock(db(), { provider: tokopedia, kind: "gift_card", face_value: 100_000, codes: 0 });
    await stock(db(), { provider: viettel, market: "vi", face_value: 10_000, codes: 1 });
    const mine = [telkomsel, tokopedia, viettel];

    const indo = await fundedMember(db(), { market: "indo", cents: 500 });
    const response = await cardInfo(indo.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ enable_change_card: true, remaining: 500, currency: "IDR" });
    expect(data.cards.filter((card: { provider: string }) => mine.includes(card.provider))).toEqual([
      {
        kind: "phone_card",
        provider: telkomsel,
        face_values: [
          { face_value: 10_000, point: 77, stock: 3 },
          { face_value: 50_000, point: 385, stock: 2 },
        ],
      },
      { kind: "gift_card", provider: tokopedia, face_values: [{ face_value: 100_000, point: 770, stock: 0 }] },
    ]);

    const vi = await fundedMember(db(), { market: "vi" });
    const vietnamese = (await cardInfo(vi.token)).json().data;
    expect(vietnamese).toMatchObject({ remaining: 0, currency: "VND" });
    expect(vietnamese.cards.filter((card: { provider: string }) => mine.includes(card.provider))).toEqual([
      { kind: "phone_card", provider: viettel, face_values: [{ face_value: 10_000, point: 50, stock: 1 }] },
    ]);
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/phone_cards/get_list_phone_card_info" });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/phone_cards/change_card", () => {
  it("delivers free codes, debits their price once and records a paid request", async () => {
    const provider = uniqueProvider("Telkomsel");
    const product = await stock(db(), { provider, codes: 3 });
    const loaded = await freeCodesOf(db(), product.id);
    const member = await fundedMember(db(), { cents: 1_000 });

    const response = await changeCard(member.token, { provider, face_value: 10_000, count: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const { request, remaining } = response.json().data;
    expect(request).toMatchObject({
      kind: "phone_card",
      status: "paid",
      point: 154,
      currency: "IDR",
      transfer_amount: 20_000,
      fee: 0,
      provider,
      face_value: 10_000,
      card_count: 2,
      paid_at: expect.any(String),
    });
    const delivered = request.cards.map((card: { code: string }) => card.code);
    expect(new Set(delivered).size).toBe(2);
    for (const code of delivered) expect(loaded).toContain(code);
    expect(remaining).toBe(846);
    expect(await balanceOf(db(), member.user.id)).toBe(846);
    const [debit] = await entriesOf(db(), member.user.id, { limit: 1 });
    expect(debit).toMatchObject({ amountCents: -154, historyType: "PhoneCard", causeId: request.id });
    expect(await freeCodesOf(db(), product.id)).toEqual(loaded.filter((code) => !delivered.includes(code)));

    // The codes are the member's alone, and the last free code goes to the next member.
    const other = await fundedMember(db(), { cents: 1_000 });
    expect(await memberRequest(db(), other.user.id, request.id)).toBeNull();
    expect((await memberRequest(db(), member.user.id, request.id))?.cards.map((card) => card.code)).toEqual(delivered);
    const next = await changeCard(other.token, { provider, face_value: 10_000, count: 1 });
    expect(next.statusCode, next.body).toBe(200);
    const [last] = next.json().data.request.cards;
    expect(delivered).not.toContain(last.code);
    expect(await freeCodesOf(db(), product.id)).toEqual([]);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it("debits a gift card as PointCard", async () => {
    const provider = uniqueProvider("GoPay");
    await stock(db(), { provider, kind: "gift_card", face_value: 50_000, codes: 1 });
    const member = await fundedMember(db(), { cents: 1_000 });
    const response = await changeCard(member.token, { kind: "gift_card", provider, face_value: 50_000, count: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ request: { kind: "gift_card", point: 385 }, remaining: 615 });
    const [debit] = await entriesOf(db(), member.user.id, { limit: 1 });
    expect(debit).toMatchObject({ id: response.json().data.entry_id, amountCents: -385, historyType: "PointCard" });
  });

  it("answers 2030 with the fresh card list when stock is short, and writes nothing", async () => {
    const provider = uniqueProvider("Indosat");
    const product = await stock(db(), { provider, codes: 1 });
    const member = await fundedMember(db(), { cents: 1_000 });

    const response = await changeCard(member.token, { provider, face_value: 10_000, count: 2 });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({
      status: false,
      code: 2030,
      message: "This card is out of stock. Please choose another.",
      data: { enable_change_card: true, remaining: 1_000, currency: "IDR" },
    });
    expect(body.data.cards).toContainEqual({
      kind: "phone_card",
      provider,
      face_values: [{ face_value: 10_000, point: 77, stock: 1 }],
    });
    expect(await balanceOf(db(), member.user.id)).toBe(1_000);
    expect(await requestsOf(db(), member.user.id)).toEqual([]);
    expect(await freeCodesOf(db(), product.id)).toHaveLength(1);
  });

  it("never hands out a code past its printed expiry date, nor counts it as stock", async () => {
    const provider = uniqueProvider("Mobifone");
    await db().transaction((tx) =>
      addCardStock(tx, {
        kind: "phone_card",
        market: "vi",
        provider,
        face_value: 20_000,
        codes: [
          { code: "EXPIRED-1", expires_at: "2001-01-01" },
          { code: "GOOD-1", expires_at: "2999-12-31" },
        ],
      }),
    );
    const member = await fundedMember(db(), { market: "vi", cents: 1_000 });
    const listed = (await cardInfo(member.token)).json().data.cards;
    expect(listed).toContainEqual({
      kind: "phone_card",
      provider,
      face_values: [{ face_value: 20_000, point: 100, stock: 1 }],
    });
    expect((await changeCard(member.token, { provider, face_value: 20_000, count: 2 })).json().code).toBe(2030);
    const response = await changeCard(member.token, { provider, face_value: 20_000, count: 1 });
    expect(response.json().data.request.cards).toEqual([{ code: "GOOD-1", serial: null, expires_at: "2999-12-31" }]);
  });

  it("refuses a card the member's market does not offer with 134", async () => {
    const vietnamese = uniqueProvider("Viettel");
    await stock(db(), { provider: vietnamese, market: "vi", codes: 2 });
    const member = await fundedMember(db(), { market: "indo", cents: 1_000 });
    for (const payload of [
      { provider: uniqueProvider("Nobody"), face_value: 10_000, count: 1 },
      { provider: vietnamese, face_value: 10_000, count: 1 },
      { kind: "gift_card", provider: vietnamese, face_value: 10_000, count: 1 },
    ]) {
      const response = await changeCard(member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({
        code: 134,
        message: "This card is not offered.",
        error_message: "This card is not offered.",
      });
    }
    expect(await balanceOf(db(), member.user.id)).toBe(1_000);
  });

  it("refuses with not_enough_points on the count, and writes nothing", async () => {
    const provider = uniqueProvider("XL");
    const product = await stock(db(), { provider, codes: 3 });
    const member = await fundedMember(db(), { cents: 100 });

    const response = await changeCard(member.token, { provider, face_value: 10_000, count: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "not_enough_points",
      message: "You do not have enough points to redeem this card.",
      field: "count",
    });
    expect(await balanceOf(db(), member.user.id)).toBe(100);
    expect(await requestsOf(db(), member.user.id)).toEqual([]);
    expect(await freeCodesOf(db(), product.id)).toHaveLength(3);
  });

  it("answers a retry with the same Idempotency-Key with the same codes, and debits once", async () => {
    const provider = uniqueProvider("Telkomsel");
    const product = await stock(db(), { provider, codes: 5 });
    const member = await fundedMember(db(), { cents: 1_000 });
    const key = randomUUID();
    const payload = { provider, face_value: 10_000, count: 1 };

    const first = await changeCard(member.token, payload, key);
    const retry = await changeCard(member.token, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(db(), member.user.id)).toBe(923);
    expect(await requestsOf(db(), member.user.id)).toHaveLength(1);
    expect(await freeCodesOf(db(), product.id)).toHaveLength(4);

    const reused = await changeCard(member.token, { ...payload, count: 2 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("idempotency_key_reused");
    expect(await balanceOf(db(), member.user.id)).toBe(923);
  });

  it("requires a confirmed phone", async () => {
    const provider = uniqueProvider("Telkomsel");
    await stock(db(), { provider, codes: 1 });
    const member = await createSignedInUser(db(), { market: "indo" });
    const response = await changeCard(member.token, { provider, face_value: 10_000, count: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("phone_missing");
  });

  it("names the field of a bad body", async () => {
    const member = await fundedMember(db());
    const good = { provider: "Telkomsel", face_value: 10_000, count: 1 };
    const cases: [object, string][] = [
      [{ ...good, count: 0 }, "count"],
      [{ ...good, count: 11 }, "count"],
      [{ ...good, face_value: -5 }, "face_value"],
      [{ ...good, provider: " " }, "provider"],
      [{ ...good, kind: "bank_transfer" }, "kind"],
    ];
    for (const [payload, field] of cases) {
      const response = await changeCard(member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_failed", field });
    }
  });
});

describe("with ENABLE_CHANGE_CARD=false", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ ENABLE_CHANGE_CARD: "false" });
  });
  afterAll(() => off.close());

  it("lists the cards as not exchangeable and refuses an exchange with 134, writing nothing", async () => {
    const provider = uniqueProvider("Telkomsel");
    const product = await stock(off.database.db, { provider, codes: 2 });
    const member = await fundedMember(off.database.db, { cents: 1_000 });

    expect((await cardInfo(member.token, off.app)).json().data.enable_change_card).toBe(false);
    const response = await changeCard(member.token, { provider, face_value: 10_000, count: 1 }, undefined, off.app);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 134,
      error_message: "Card exchange is not available right now.",
    });
    expect(await balanceOf(off.database.db, member.user.id)).toBe(1_000);
    expect(await freeCodesOf(off.database.db, product.id)).toHaveLength(2);
  });
});
