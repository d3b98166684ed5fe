import { chatMessages as chatWords, errorCodes } from "@rewards/contracts";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { type chatAttachmentQuota, chatSendQuota } from "./tables.js";

/** What a refused send answers: wait this many seconds (at least one). */
export const tooFast = (retryAfterMs: number) =>
  new AppError(429, errorCodes.rateLimited, chatWords.tooFast, undefined, {
    retry_after: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

type QuotaTable = typeof chatSendQuota | typeof chatAttachmentQuota;

/**
 * Counts one more against the member's window in PostgreSQL, so every server process sees the same
 * count without Redis: one upsert whose update is conditional. A new window starts at one, a window
 * under the limit moves by one, a full window matches nothing. Answers null when counted, else the
 * milliseconds until the full window ends.
 */
export async function countInWindow(
  db: DbOrTx,
  quota: QuotaTable,
  userId: string,
  rule: { limit: number; windowMs: number },
): Promise<number | null> {
  const fresh = sql`${quota.windowStart} <= now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const [row] = await db
    .insert(quota)
    .values({ userId, count: 1 })
    .onConflictDoUpdate({
      target: quota.userId,
      set: {
        count: sql`case when ${fresh} then 1 else ${quota.count} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${quota.windowStart} end`,
      },
      setWhere: sql`${fresh} or ${quota.count} < ${rule.limit}`,
    })
    .returning({ count: quota.count });
  if (row) return null;
  // Refused (rare): how long until the window ends.
  const [full] = await db
    .select({ left: sql<number>`extract(epoch from ${quota.windowStart} - now()) * 1000`.mapWith(Number) })
    .from(quota)
    .where(eq(quota.userId, userId));
  return Math.max(0, (full?.left ?? 0) + rule.windowMs);
}

/** Counts one send against the member's window; a full window is refused with 429 `tooFast`. */
export async function countSend(db: DbOrTx, userId: string, rule: { limit: number; windowMs: number }): Promise<void> {
  const waitMs = await countInWindow(db, chatSendQuota, userId, rule);
  if (waitMs !== null) throw tooFast(waitMs);
}
