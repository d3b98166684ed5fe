import { type AdminRedeemRequest, errorCodes, type RedeemKind, type RedeemStatus } from "@rewards/contracts";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { postPoints } from "../ledger/index.js";
import { users } from "../users/index.js";
import { historyTypeOfRedeemKind, redeemCause, refundKey } from "./kinds.js";
import { deliveriesOf } from "./requests.js";
import { toRedeemRequest } from "./serialize.js";
import { type RedeemRequestRow, redeemRequests } from "./tables.js";

export const adminPageSize = 50;

async function toAdminRequests(db: DbOrTx, rows: RedeemRequestRow[]): Promise<AdminRedeemRequest[]> {
  if (rows.length === 0) return [];
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.userId),
      ),
    );
  const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
  return rows.map((row) => ({
    ...toRedeemRequest(row, deliveries.get(row.id) ?? { cards: [], voucher: null }),
    user_id: row.userId,
    user_email: emails.get(row.userId) ?? "",
    // The back office pays the transfer, so it sees the whole number.
    account_number: row.accountNumber,
  }));
}

/** The back office's queue: oldest first, so requests are handled in the order they came. */
export async function listRedeemRequests(
  db: Db,
  filter: { status?: RedeemStatus | undefined; kind?: RedeemKind | undefined; page: number },
): Promise<{ requests: AdminRedeemRequest[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(redeemRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(redeemRequests.kind, filter.kind));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(redeemRequests)
      .where(where)
      .orderBy(filter.status ? redeemRequests.createdAt : desc(redeemRequests.createdAt), redeemRequests.id)
      .limit(adminPageSize)
      .offset((filter.page - 1) * adminPageSize),
    db.select({ total: count() }).from(redeemRequests).where(where),
  ]);
  return { requests: await toAdminRequests(db, rows), total: totals?.total ?? 0 };
}

/** Which state each back-office action moves a request from, and to. */
const transitions = {
  approve: { from: ["requested"], to: "processing" },
  paid: { from: ["processing"], to: "paid" },
  reject: { from: ["requested", "processing"], to: "rejected" },
} as const satisfies Record<string, { from: readonly RedeemStatus[]; to: RedeemStatus }>;
export type RedeemAction = keyof typeof transitions;

async function lockRequest(tx: Tx, id: string): Promise<RedeemRequestRow> {
  const [row] = await tx.select().from(redeemRequests).where(eq(redeemRequests.id, id)).for("update");
  if (!row) throw new AppError(404, errorCodes.notFound, "This redeem request does not exist.");
  return row;
}

/**
 * Moves a request along: approve (requested → processing), paid (processing → paid) or reject
 * (requested or processing → rejected, crediting the points back in the same transaction). A
 * request already in the target state is answered as it is, so a double click changes nothing.
 */
export async function moveRedeemRequest(
  db: Db,
  input: { id: string; action: RedeemAction; adminId: string; reason?: string },
): Promise<AdminRedeemRequest> {
  const transition = transitions[input.action];
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, input.id);
    if (current.status === transition.to) return current;
    if (!(transition.from as readonly RedeemStatus[]).includes(current.status)) {
      throw new AppError(
        409,
        errorCodes.redeemStateConflict,
        `This request is ${current.status} and cannot be moved to ${transition.to}.`,
      );
    }
    const now = new Date();
    const [moved] = await tx
      .update(redeemRequests)
      .set({
        status: transition.to,
        handledBy: input.adminId,
        ...(transition.to === "processing" ? { processingAt: now } : {}),
        ...(transition.to === "paid" ? { paidAt: now } : {}),
        ...(transition.to === "rejected" ? { rejectedAt: now, rejectReason: input.reason ?? null } : {}),
      })
      .where(eq(redeemRequests.id, current.id))
      .returning();
    if (!moved) throw new Error("update returned no redeem request");
    if (transition.to === "rejected") {
      await postPoints(tx, {
        userId: current.userId,
        amountCents: current.pointCents,
        type: historyTypeOfRedeemKind[current.kind],
        cause: redeemCause(current.id),
        idempotencyKey: refundKey(current.id),
        note: input.reason ?? null,
      });
    }
    return moved;
  });
  const [request] = await toAdminRequests(db, [row]);
  if (!request) throw new Error("redeem request vanished");
  return request;
}
