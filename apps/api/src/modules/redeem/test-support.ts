import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { createSignedInUser } from "../../test/factories.js";
import { postPoints } from "../ledger/index.js";
import { addCardStock, type CardStockLoad } from "./card-stock.js";
import { cardCodes, redeemRequests } from "./tables.js";

/** Factories for the redeem tests: a funded member, a product with codes, what a member's requests are. */

/** A provider name no other test uses, so tests sharing a database never see each other's cards. */
export function uniqueProvider(name: string): string {
  return `${name} ${randomBytes(3).toString("hex")}`;
}

export function testCodes(provider: string, count: number): { code: string }[] {
  return Array.from({ length: count }, (_, n) => ({ code: `${provider.replace(/\W/g, "")}-${n + 1}` }));
}

export async function fund(db: Db, userId: string, cents: number): Promise<void> {
  await db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents: cents,
      type: "SettingPointUser",
      cause: { kind: "test", id: userId },
      idempotencyKey: `test:${newId()}`,
    }),
  );
}

/** A signed-in member with a confirmed phone, in `market`, holding `cents` points. */
export async function fundedMember(db: Db, { market = "indo", cents = 0 }: { market?: string; cents?: number } = {}) {
  const member = await createSignedInUser(db, { market, phoneConfirmed: true });
  if (cents > 0) await fund(db, member.user.id, cents);
  return member;
}

export type StockLoad = Partial<Omit<CardStockLoad, "codes">> & { provider: string; codes?: number };

/** Loads a product (Indonesian 10,000 rupiah phone card unless told) with `codes` fresh codes. */
export function stock(db: Db, load: StockLoad) {
  const { codes = 3, ...offer } = load;
  return db.transaction((tx) =>
    addCardStock(tx, {
      kind: "phone_card",
      market: "indo",
      face_value: 10_000,
      ...offer,
      codes: testCodes(offer.provider, codes),
    }),
  );
}

export async function freeCodesOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db.select().from(cardCodes).where(eq(cardCodes.productId, productId));
  return rows.filter((row) => row.redeemRequestId === null).map((row) => row.code);
}

export function requestsOf(db: Db, userId: string) {
  return db.select().from(redeemRequests).where(eq(redeemRequests.userId, userId));
}
