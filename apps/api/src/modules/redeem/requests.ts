import type { RedeemRequest } from "@rewards/contracts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import type { EntryCause } from "../ledger/index.js";
import { redeemCauseKind } from "./kinds.js";
import { type Deliveries, toRedeemRequest } from "./serialize.js";
import { cardCodes, type RedeemRequestRow, redeemRequests, shopVouchers } from "./tables.js";

/** The cards and vouchers delivered for some requests, in two indexed queries whatever their number. */
export async function deliveriesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, Deliveries>> {
  const deliveries = new Map<string, Deliveries>(requestIds.map((id) => [id, { cards: [], voucher: null }]));
  if (requestIds.length === 0) return deliveries;
  const [cards, vouchers] = await readTogether(db, [
    () => db.select().from(cardCodes).where(inArray(cardCodes.redeemRequestId, requestIds)).orderBy(asc(cardCodes.id)),
    () => db.select().from(shopVouchers).where(inArray(shopVouchers.redeemRequestId, requestIds)),
  ]);
  for (const code of cards) if (code.redeemRequestId) deliveries.get(code.redeemRequestId)?.cards.push(code);
  for (const row of vouchers) {
    const entry = deliveries.get(row.redeemRequestId);
    if (entry) entry.voucher = row;
  }
  return deliveries;
}

/** Rows as their owner sees them, in the order given. */
export async function presentRequests(db: DbOrTx, rows: RedeemRequestRow[]): Promise<RedeemRequest[]> {
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRedeemRequest(row, deliveries.get(row.id) ?? { cards: [], voucher: null }));
}

/** One of the member's requests; null when it is not theirs, so nobody learns another member's ids. */
export async function memberRequest(db: DbOrTx, userId: string, requestId: string): Promise<RedeemRequest | null> {
  const [row] = await db
    .select()
    .from(redeemRequests)
    .where(and(eq(redeemRequests.id, requestId), eq(redeemRequests.userId, userId)));
  if (!row) return null;
  const [request] = await presentRequests(db, [row]);
  return request ?? null;
}

/**
 * The status of the request behind a history entry, as SQL for `historyPage`: read by the
 * request's key for entries caused by a redemption, null for the others.
 */
export function requestStatusSql(cause: EntryCause, userId: string): SQL<RedeemRequest["status"] | null> {
  return sql`case when ${cause.causeKind} = ${redeemCauseKind} then (select ${redeemRequests.status}
    from ${redeemRequests} where ${redeemRequests.id} = ${cause.causeId}::uuid and ${redeemRequests.userId} = ${userId}) end`;
}

/** The member's exchanges, newest first (`point_histories/paid`). */
export async function memberRequestsPage(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ requests: RedeemRequest[]; total: number }> {
  const [rows, [totals]] = await readTogether(db, [
    () =>
      db
        .select()
        .from(redeemRequests)
        .where(eq(redeemRequests.userId, userId))
        .orderBy(desc(redeemRequests.createdAt), desc(redeemRequests.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ total: count() }).from(redeemRequests).where(eq(redeemRequests.userId, userId)),
  ]);
  return { requests: await presentRequests(db, rows), total: totals?.total ?? 0 };
}
