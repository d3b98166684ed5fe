import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { balanceOf, ledgerInvariantViolations } from "../ledger/index.js";
import { freeCodesOf, fundedMember, requestsOf, stock, uniqueProvider } from "./test-support.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("change_card under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changeCard = (token: string, payload: object, key?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/phone_cards/change_card",
      payload,
      headers: { token, ...(key ? { "idempotency-key": key } : {}) },
    });

  it("lets exactly one of 50 parallel exchanges of the whole balance through", async () => {
    const provider = uniqueProvider("Telkomsel");
    const product = await stock(t.database.db, { provider, codes: 60 });
    const member = await fundedMember(t.database.db, { cents: 77 });

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => changeCard(member.token, { provider, face_value: 10_000, count: 1 })),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe("not_enough_points");
    }
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
    expect(await requestsOf(t.database.db, member.user.id)).toHaveLength(1);
    expect(await freeCodesOf(t.database.db, product.id)).toHaveLength(59);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("hands 5 codes to exactly 5 of 20 members racing for them, never one code twice", async () => {
    const provider = uniqueProvider("Indosat");
    const product = await stock(t.database.db, { provider, codes: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => fundedMember(t.database.db, { cents: 1_000 })));

    const responses = await Promise.all(
      members.map((member) => changeCard(member.token, { provider, face_value: 10_000, count: 1 })),
    );

    const won = responses.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(5);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe(2030);
    }
    const delivered = won.flatMap((response) =>
      response.json().data.request.cards.map((card: { code: string }) => card.code),
    );
    expect(delivered).toHaveLength(5);
    expect(new Set(delivered).size).toBe(5);
    expect(await freeCodesOf(t.database.db, product.id)).toEqual([]);
    const balances = await Promise.all(members.map((member) => balanceOf(t.database.db, member.user.id)));
    expect(balances.filter((balance) => balance === 923)).toHaveLength(5);
    expect(balances.filter((balance) => balance === 1_000)).toHaveLength(15);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("runs 10 parallel retries of one Idempotency-Key once, all answered alike", async () => {
    const provider = uniqueProvider("XL");
    const product = await stock(t.database.db, { provider, codes: 10 });
    const member = await fundedMember(t.database.db, { cents: 1_000 });
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => changeCard(member.token, { provider, face_value: 10_000, count: 1 }, key)),
    );

    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(923);
    expect(await freeCodesOf(t.database.db, product.id)).toHaveLength(9);
  });
});
