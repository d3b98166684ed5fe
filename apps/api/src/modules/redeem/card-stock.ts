import { type CardStockRequest, cardPriceCents, type RedeemMarket, redeemRates } from "@rewards/contracts";
import { and, asc, count, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { cardCodes, cardProducts } from "./tables.js";

export type CardStockItem = {
  id: string;
  kind: CardStockRequest["kind"];
  market: string;
  provider: string;
  face_value: number;
  point: number;
  stock: number;
};

/** A card load as the back office posts it; the demo data may load a product with no codes at all. */
export type CardStockLoad = Omit<CardStockRequest, "market"> & { market: RedeemMarket };

/** A code that can still be handed out: nobody has it, and its printed expiry date has not passed. */
export const usableCode = () =>
  and(isNull(cardCodes.redeemRequestId), or(isNull(cardCodes.expiresOn), gte(cardCodes.expiresOn, sql`current_date`)));

/**
 * Every product (of one market, or all) with its free codes counted, in one grouped query over
 * the free-codes index: phone cards before gift cards, providers by name, face values ascending.
 */
export async function productsWithStock(db: DbOrTx, market?: string): Promise<CardStockItem[]> {
  const rows = await db
    .select({
      id: cardProducts.id,
      kind: cardProducts.kind,
      market: cardProducts.market,
      provider: cardProducts.provider,
      faceValue: cardProducts.faceValue,
      pointCents: cardProducts.pointCents,
      stock: count(cardCodes.id),
    })
    .from(cardProducts)
    .leftJoin(cardCodes, and(eq(cardCodes.productId, cardProducts.id), usableCode()))
    .where(market === undefined ? undefined : eq(cardProducts.market, market))
    .groupBy(cardProducts.id)
    .orderBy(asc(cardProducts.market), asc(cardProducts.kind), asc(cardProducts.provider), asc(cardProducts.faceValue));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    market: row.market,
    provider: row.provider,
    face_value: row.faceValue,
    point: row.pointCents,
    stock: row.stock,
  }));
}

/** `GET /api/admin/card_stock`: every product of every market. */
export function listCardStock(db: DbOrTx): Promise<CardStockItem[]> {
  return productsWithStock(db);
}

/**
 * `POST /api/admin/card_stock`: creates the product the first time it is loaded, priced from the
 * market's rate at that moment, and adds the codes it does not have yet. Loading the same file
 * twice adds nothing, so an admin can retry a load safely.
 */
export async function addCardStock(tx: Tx, load: CardStockLoad): Promise<CardStockItem & { added: number }> {
  const offer = {
    kind: load.kind,
    market: load.market,
    provider: load.provider,
    faceValue: load.face_value,
  };
  await tx
    .insert(cardProducts)
    .values({ id: newId(), ...offer, pointCents: cardPriceCents(redeemRates[load.market], load.face_value) })
    .onConflictDoNothing({
      target: [cardProducts.kind, cardProducts.market, cardProducts.provider, cardProducts.faceValue],
    });
  const [product] = await tx
    .select()
    .from(cardProducts)
    .where(
      and(
        eq(cardProducts.kind, offer.kind),
        eq(cardProducts.market, offer.market),
        eq(cardProducts.provider, offer.provider),
        eq(cardProducts.faceValue, offer.faceValue),
      ),
    );
  if (!product) throw new Error("card product vanished after its insert");

  const inserted =
    load.codes.length === 0
      ? []
      : await tx
          .insert(cardCodes)
          .values(
            load.codes.map((code) => ({
              id: newId(),
              productId: product.id,
              code: code.code,
              serial: code.serial ?? null,
              expiresOn: code.expires_at ?? null,
            })),
          )
          .onConflictDoNothing({ target: [cardCodes.productId, cardCodes.code] })
          .returning({ id: cardCodes.id });
  const [stock] = await tx
    .select({ stock: count() })
    .from(cardCodes)
    .where(and(eq(cardCodes.productId, product.id), usableCode()));
  return {
    id: product.id,
    kind: product.kind,
    market: product.market,
    provider: product.provider,
    face_value: product.faceValue,
    point: product.pointCents,
    stock: stock?.stock ?? 0,
    added: inserted.length,
  };
}

/** `POST /api/admin/card_stock`: one product's codes, recorded in the audit log (counts, never the codes). */
export function loadCardStock(db: Db, actor: AuditActor, load: CardStockLoad) {
  return db.transaction(async (tx) => {
    const item = await addCardStock(tx, load);
    const { kind, market, provider, face_value } = load;
    await recordAudit(tx, actor, {
      action: "card_stock.load",
      target: { kind: "card_product", id: item.id },
      after: {
        kind,
        market,
        provider,
        face_value,
        code_count: load.codes.length,
        added: item.added,
        stock: item.stock,
      },
    });
    return item;
  });
}
