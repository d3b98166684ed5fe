import { randomInt } from "node:crypto";
import { errorCodes, localAmount, type RedeemRate, redeemRateFor, redeemRates } from "@rewards/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { v5 } from "uuid";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { IdempotencyKeyConflict, postPoints } from "../ledger/index.js";
import { findLiveUser } from "../users/index.js";
import { historyTypeOfRedeemKind, recordRedeemed, redeemCause } from "./kinds.js";
import { type RedeemRequestRow, redeemRequests, type ShopVoucherRow, shopVouchers } from "./tables.js";

export type ShopVoucherPurchase = {
  userId: string;
  storeId: string;
  pointCents: number;
  validDays: number;
  /** Names the purchase for good (e.g. `shop_visit:<id>`): buying again with it returns the same voucher. */
  idempotencyKey: string;
  /** The currency the voucher is worth in; by default the member's market's. */
  currency?: string;
};

export type RedeemedVoucher = { voucher: ShopVoucherRow; request: RedeemRequestRow; replayed: boolean };

/** No 0/O, 1/I/L: a code a cashier reads aloud or types from a screen without guessing. */
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const codeLength = 10;
/** Names the request ids derived from purchase keys, so a replay finds the request its key made. */
const voucherRequestNamespace = "6f1d8a52-3c4e-4b8f-9a71-2d5e0c9b7f13";
const dayMs = 24 * 60 * 60 * 1000;

/** 10 characters of 31: about 49 random bits, so codes cannot be guessed at a counter. */
export function newVoucherCode(): string {
  return Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

function rateOf(currency: string | undefined, userMarket: string): RedeemRate {
  if (currency === undefined) return redeemRateFor(userMarket);
  const rate = Object.values(redeemRates).find((candidate) => candidate.currency === currency);
  if (!rate) throw new RangeError(`no redeem rate for currency ${currency}`);
  return rate;
}

async function insertVoucher(tx: Tx, values: Omit<typeof shopVouchers.$inferInsert, "code">): Promise<ShopVoucherRow> {
  // A clash of two random codes is all but impossible; a fresh draw settles it if one ever happens.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [voucher] = await tx
      .insert(shopVouchers)
      .values({ ...values, code: newVoucherCode() })
      .onConflictDoNothing({ target: shopVouchers.code })
      .returning();
    if (voucher) return voucher;
  }
  throw new Error("could not draw a free voucher code");
}

/**
 * A member buys a shop-store voucher with points, inside the caller's transaction: a paid
 * redeem request of kind shop_voucher, its debit (PointCard) and the voucher. The purchase key
 * decides the request's id, so a replay finds the ledger entry and the voucher the first made.
 */
export async function redeemShopVoucher(tx: Tx, purchase: ShopVoucherPurchase): Promise<RedeemedVoucher> {
  if (!Number.isSafeInteger(purchase.validDays) || purchase.validDays <= 0) {
    throw new RangeError(`a voucher must be valid for a whole number of days, not ${purchase.validDays}`);
  }
  const user = await findLiveUser(tx, purchase.userId);
  if (!user) throw new AppError(404, errorCodes.notFound, "This user does not exist.");
  const rate = rateOf(purchase.currency, user.market);
  const ledgerKey = `voucher:${purchase.idempotencyKey}`;
  const requestId = v5(ledgerKey, voucherRequestNamespace);

  // The debit goes first: it waits on the key's lock, so a racing replay sees the committed purchase.
  const { replayed } = await postPoints(tx, {
    userId: user.id,
    amountCents: -purchase.pointCents,
    type: historyTypeOfRedeemKind.shop_voucher,
    cause: redeemCause(requestId),
    idempotencyKey: ledgerKey,
    note: purchase.storeId,
  });
  if (replayed) {
    const [found] = await tx
      .select({ request: redeemRequests, voucher: shopVouchers })
      .from(redeemRequests)
      .innerJoin(shopVouchers, eq(shopVouchers.redeemRequestId, redeemRequests.id))
      .where(eq(redeemRequests.id, requestId));
    if (!found) throw new Error(`voucher purchase ${ledgerKey} has a debit but no voucher`);
    if (found.voucher.storeId !== purchase.storeId) throw new IdempotencyKeyConflict(ledgerKey);
    return { ...found, replayed: true };
  }

  const now = new Date();
  const [request] = await tx
    .insert(redeemRequests)
    .values({
      id: requestId,
      userId: user.id,
      kind: "shop_voucher",
      status: "paid",
      pointCents: purchase.pointCents,
      currency: rate.currency,
      transferAmount: localAmount(rate, purchase.pointCents),
      fee: 0,
      paidAt: now,
    })
    .returning();
  if (!request) throw new Error("insert returned no redeem request");
  const voucher = await insertVoucher(tx, {
    id: newId(),
    userId: user.id,
    redeemRequestId: requestId,
    storeId: purchase.storeId,
    expiresAt: new Date(now.getTime() + purchase.validDays * dayMs),
  });
  await recordRedeemed(tx, { userId: user.id, requestId, kind: "shop_voucher", pointCents: purchase.pointCents });
  return { voucher, request, replayed: false };
}

/**
 * A store takes a voucher: marks it used, once. The mark is one conditional update, so two
 * tills scanning the same code at once cannot both accept it.
 */
export async function useShopVoucher(tx: Tx, use: { code: string; storeId: string }): Promise<ShopVoucherRow> {
  const code = use.code.trim().toUpperCase();
  const now = new Date();
  const [used] = await tx
    .update(shopVouchers)
    .set({ usedAt: now })
    .where(
      and(
        eq(shopVouchers.code, code),
        eq(shopVouchers.storeId, use.storeId),
        isNull(shopVouchers.usedAt),
        gt(shopVouchers.expiresAt, now),
      ),
    )
    .returning();
  if (used) return used;

  const [voucher] = await tx.select().from(shopVouchers).where(eq(shopVouchers.code, code));
  if (!voucher) throw new AppError(404, errorCodes.notFound, "This voucher does not exist.", "code");
  if (voucher.storeId !== use.storeId) {
    throw new AppError(422, errorCodes.voucherWrongStore, "This voucher is for another store.", "code");
  }
  if (voucher.usedAt) throw new AppError(409, errorCodes.voucherUsed, "This voucher has already been used.", "code");
  throw new AppError(410, errorCodes.voucherExpired, "This voucher has expired.", "code");
}
