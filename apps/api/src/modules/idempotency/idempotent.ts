import { createHash } from "node:crypto";
import { errorCodes } from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { idempotentRequests } from "./tables.js";

/**
 * Thrown by a `run` that must keep what it wrote (a wrong code's counted try) and still fail:
 * the transaction commits, nothing is saved under the key, and the refusal reaches the client.
 */
export class CommitThenRefuse extends Error {
  override name = "CommitThenRefuse";

  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

export type IdempotentRequest = {
  userId: string;
  /** The route: one key sent to two routes names two requests. */
  scope: string;
  /** The client's `Idempotency-Key` header, if any. */
  key: string | undefined;
  /** The parsed body; a replay must send the same one. */
  body: unknown;
};

/** JSON with object keys sorted, so two equal bodies hash alike whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Runs a spending request in one transaction. With a key, the answer is saved in that same
 * transaction: a replay (even one racing the first) waits on the key's lock and gets the saved
 * answer without running again, and the same key with a different body is refused. A failure
 * saves nothing, so a retry after one runs afresh.
 */
export async function idempotent<T>(db: Db, request: IdempotentRequest, run: (tx: Tx) => Promise<T>): Promise<T> {
  let refusal: AppError | undefined;
  const answer = await db.transaction(async (tx) => {
    const { userId, scope, key } = request;
    const bodyHash = key ? createHash("sha256").update(canonicalJson(request.body)).digest("hex") : "";
    if (key) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`idem:${userId}:${scope}:${key}`}, 0))`);
      const [saved] = await tx
        .select()
        .from(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userId, userId),
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
          ),
        );
      if (saved) {
        if (saved.bodyHash !== bodyHash) {
          throw new AppError(
            422,
            errorCodes.idempotencyKeyReused,
            "This Idempotency-Key was already used for a different request.",
          );
        }
        return saved.answer as T;
      }
    }
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      if (!(error instanceof CommitThenRefuse)) throw error;
      refusal = error.refusal;
      return undefined;
    }
    if (key) {
      await tx.insert(idempotentRequests).values({ userId, scope, key, bodyHash, statusCode: 200, answer: result });
    }
    return result;
  });
  if (refusal) throw refusal;
  return answer as T;
}

/** Saved answers are kept a week: long enough for any client's retries. */
export async function pruneIdempotentRequests(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(idempotentRequests)
    .where(sql`${idempotentRequests.createdAt} < ${olderThan}`)
    .returning({ key: idempotentRequests.key });
  return removed.length;
}
