import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { balanceOf, entriesOf, IdempotencyKeyConflict } from "../ledger/index.js";
import { memberRequest } from "./requests.js";
import { shopVouchers } from "./tables.js";
import { fundedMember, requestsOf } from "./test-support.js";
import { redeemShopVoucher, type ShopVoucherPurchase, useShopVoucher } from "./vouchers.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const db = () => database.db;
const dayMs = 24 * 60 * 60 * 1000;

async function buyer(cents = 1_000) {
  return (await fundedMember(db(), { cents })).user;
}

function buy(purchase: Partial<ShopVoucherPurchase> & { userId: string }) {
  return db().transaction((tx) =>
    redeemShopVoucher(tx, {
      storeId: "store-1",
      pointCents: 300,
      validDays: 30,
      idempotencyKey: `shop_visit:${randomUUID()}`,
      ...purchase,
    }),
  );
}

const use = (code: string, storeId = "store-1") => db().transaction((tx) => useShopVoucher(tx, { code, storeId }));

describe("shop-store vouchers", () => {
  it("debits the points as PointCard and issues an unguessable code for the store, valid for the days given", async () => {
    const user = await buyer();
    const before = Date.now();
    const { voucher, request, replayed } = await buy({ userId: user.id, validDays: 14 });

    expect(replayed).toBe(false);
    expect(voucher.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(voucher).toMatchObject({ storeId: "store-1", userId: user.id, usedAt: null, redeemRequestId: request.id });
    expect(voucher.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 14 * dayMs);
    expect(voucher.expiresAt.getTime()).toBeLessThan(Date.now() + 14 * dayMs + 1_000);
    expect(request).toMatchObject({ kind: "shop_voucher", status: "paid", pointCents: 300, currency: "IDR" });
    expect(request.transferAmount).toBe(39_000);
    expect(await balanceOf(db(), user.id)).toBe(700);
    const [debit] = await entriesOf(db(), user.id, { limit: 1 });
    expect(debit).toMatchObject({ amountCents: -300, historyType: "PointCard", causeId: request.id });
    expect((await memberRequest(db(), user.id, request.id))?.voucher).toMatchObject({
      code: voucher.code,
      store_id: "store-1",
      used_at: null,
    });

    const other = await buy({ userId: user.id });
    expect(other.voucher.code).not.toBe(voucher.code);
  });

  it("returns the same voucher for the same key and debits once", async () => {
    const user = await buyer();
    const purchase = { userId: user.id, idempotencyKey: `shop_visit:${randomUUID()}` };
    const first = await buy(purchase);
    const again = await buy(purchase);
    expect(again.replayed).toBe(true);
    expect(again.voucher).toEqual(first.voucher);
    expect(again.request).toEqual(first.request);
    expect(await balanceOf(db(), user.id)).toBe(700);
    expect(await requestsOf(db(), user.id)).toHaveLength(1);

    await expect(buy({ ...purchase, storeId: "store-2" })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    await expect(buy({ ...purchase, pointCents: 400 })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
  });

  it("refuses a purchase the balance does not cover, writing nothing", async () => {
    const user = await buyer(200);
    await expect(buy({ userId: user.id })).rejects.toMatchObject({ statusCode: 409, code: "not_enough_points" });
    expect(await balanceOf(db(), user.id)).toBe(200);
    expect(await requestsOf(db(), user.id)).toEqual([]);
  });

  it("is used once, only at its store, only before it expires", async () => {
    const user = await buyer();
    const { voucher } = await buy({ userId: user.id });

    await expect(use(voucher.code, "store-2")).rejects.toMatchObject({ statusCode: 422, code: "voucher_wrong_store" });
    const used = await use(voucher.code.toLowerCase());
    expect(used.usedAt).toBeInstanceOf(Date);
    await expect(use(voucher.code)).rejects.toMatchObject({ statusCode: 409, code: "voucher_used" });
    await expect(use("NOSUCHCODE")).rejects.toMatchObject({ statusCode: 404, code: "not_found" });

    const { voucher: late } = await buy({ userId: user.id });
    await db()
      .update(shopVouchers)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(shopVouchers.id, late.id));
    await expect(use(late.code)).rejects.toMatchObject({ statusCode: 410, code: "voucher_expired" });
    const [row] = await db().select().from(shopVouchers).where(eq(shopVouchers.id, late.id));
    expect(row?.usedAt).toBeNull();
  });
});
