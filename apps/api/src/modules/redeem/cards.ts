import {
  type CardProvider,
  type changeCardRequest,
  errorCodes,
  type PhoneCardInfo,
  type RedeemDone,
  type RedeemMarket,
  redeemRateFor,
  redeemRates,
} from "@rewards/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { idempotent } from "../idempotency/index.js";
import { balanceOf, postPoints } from "../ledger/index.js";
import type { User } from "../users/index.js";
import { productsWithStock, usableCode } from "./card-stock.js";
import { debitKey, historyTypeOfRedeemKind, recordRedeemed, redeemCause } from "./kinds.js";
import { presentRequests } from "./requests.js";
import { cardCodes, cardProducts, redeemRequests } from "./tables.js";

type CardDeps = Pick<ServiceDeps, "config" | "db">;
/** The body once parsed, with the kind's default applied. */
type ChangeCardInput = z.output<typeof changeCardRequest>;

const outOfStockMessage = "This card is out of stock. Please choose another.";
const notEnoughPointsForCardMessage = "You do not have enough points to redeem this card.";

/** A member shops in the card market of their rate: Vietnam's members in Vietnam's, everyone else in Indonesia's. */
function cardMarketOf(userMarket: string): RedeemMarket {
  return redeemRateFor(userMarket) === redeemRates.vi ? "vi" : "indo";
}

/** `phone_cards/get_list_phone_card_info`: the member's market's cards, sold-out ones included (stock 0). */
export async function cardInfoFor({ config, db }: CardDeps, user: User): Promise<PhoneCardInfo> {
  const [products, remaining] = await Promise.all([
    productsWithStock(db, cardMarketOf(user.market)),
    balanceOf(db, user.id),
  ]);
  const providers = new Map<string, CardProvider>();
  for (const product of products) {
    const key = `${product.kind}:${product.provider}`;
    const provider = providers.get(key) ?? { kind: product.kind, provider: product.provider, face_values: [] };
    provider.face_values.push({ face_value: product.face_value, point: product.point, stock: product.stock });
    providers.set(key, provider);
  }
  return {
    enable_change_card: config.ENABLE_CHANGE_CARD,
    remaining,
    currency: redeemRateFor(user.market).currency,
    cards: [...providers.values()],
  };
}

/** Thrown inside the transaction so it rolls back; the 2030 answer is built after, from committed stock. */
class OutOfStock extends Error {
  override name = "OutOfStock";
}

const refused = (message: string) =>
  new AppError(422, errorCodes.cardExchangeRefused, message, undefined, { error_message: message });

/**
 * `POST phone_cards/change_card`: in one transaction, takes `count` free codes (skipping codes a
 * parallel exchange holds, so two members never wait on or share a code), records a paid request,
 * debits the points and hands the codes over. Any refusal writes nothing.
 */
export async function changeCard(
  deps: CardDeps,
  user: User,
  input: ChangeCardInput,
  idempotencyKey: string | undefined,
): Promise<RedeemDone> {
  if (!user.phoneConfirmedAt) {
    throw new AppError(400, errorCodes.phoneMissing, "Please confirm your phone number before redeeming.");
  }
  const rate = redeemRateFor(user.market);
  const scope = "phone_cards/change_card";
  try {
    return await idempotent(deps.db, { userId: user.id, scope, key: idempotencyKey, body: input }, async (tx) => {
      if (!deps.config.ENABLE_CHANGE_CARD) throw refused("Card exchange is not available right now.");
      const [product] = await tx
        .select()
        .from(cardProducts)
        .where(
          and(
            eq(cardProducts.kind, input.kind),
            eq(cardProducts.market, cardMarketOf(user.market)),
            eq(cardProducts.provider, input.provider),
            eq(cardProducts.faceValue, input.face_value),
          ),
        );
      if (!product) throw refused("This card is not offered.");

      const codes = await tx
        .select({ id: cardCodes.id })
        .from(cardCodes)
        .where(and(eq(cardCodes.productId, product.id), usableCode()))
        .orderBy(asc(cardCodes.id))
        .limit(input.count)
        .for("update", { skipLocked: true });
      if (codes.length < input.count) throw new OutOfStock();

      const requestId = newId();
      const pointCents = product.pointCents * input.count;
      const [row] = await tx
        .insert(redeemRequests)
        .values({
          id: requestId,
          userId: user.id,
          kind: product.kind,
          status: "paid",
          pointCents,
          currency: rate.currency,
          transferAmount: product.faceValue * input.count,
          fee: 0,
          provider: product.provider,
          faceValue: product.faceValue,
          cardCount: input.count,
          paidAt: new Date(),
        })
        .returning();
      if (!row) throw new Error("insert returned no redeem request");
      const { entry } = await postPoints(tx, {
        userId: user.id,
        amountCents: -pointCents,
        type: historyTypeOfRedeemKind[product.kind],
        cause: redeemCause(requestId),
        idempotencyKey: debitKey(requestId),
        note: `${product.provider} ${product.faceValue}${input.count > 1 ? ` × ${input.count}` : ""}`,
      });
      await recordRedeemed(tx, { userId: user.id, requestId, kind: product.kind, pointCents });
      await tx
        .update(cardCodes)
        .set({ redeemRequestId: requestId })
        .where(
          inArray(
            cardCodes.id,
            codes.map((code) => code.id),
          ),
        );
      const [request] = await presentRequests(tx, [row]);
      if (!request) throw new Error("redeem request vanished");
      return { request, entry_id: entry.id, remaining: entry.balanceAfter };
    });
  } catch (error) {
    if (error instanceof OutOfStock) {
      throw new AppError(409, errorCodes.cardOutOfStock, outOfStockMessage, undefined, {
        data: await cardInfoFor(deps, user),
      });
    }
    if (error instanceof AppError && error.code === errorCodes.notEnoughPoints) {
      throw new AppError(409, errorCodes.notEnoughPoints, notEnoughPointsForCardMessage, "count");
    }
    throw error;
  }
}
