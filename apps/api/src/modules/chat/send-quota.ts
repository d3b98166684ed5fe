import { chatMessages as chatWords, errorCodes } from "@rewards/contracts";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { chatSendQuota } from "./tables.js";

/** What a refused send answers: wait this many seconds (at least one). */
export const tooFast = (retryAfterMs: number) =>
  new AppError(429, errorCodes.rateLimited, chatWords.tooFast, undefined, {
    retry_after: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/**
 * Counts one send against the member's window in PostgreSQL, so every server process sees the same
 * count without Redis: one upsert whose update is conditional. A new window starts at one, a window
 * under the limit moves by one, a full window matches nothing and the send is refused.
 */
export async function countSend(db: DbOrTx, userId: string, rule: { limit: number; windowMs: number }): Promise<void> {
  const fresh = sql`${chatSendQuota.windowStart} <= now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const [row] = await db
    .insert(chatSendQuota)
    .values({ userId, count: 1 })
    .onConflictDoUpdate({
      target: chatSendQuota.userId,
      set: {
        count: sql`case when ${fresh} then 1 else ${chatSendQuota.count} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${chatSendQuota.windowStart} end`,
      },
      setWhere: sql`${fresh} or ${chatSendQuota.count} < ${rule.limit}`,
    })
    .returning({ count: chatSendQuota.count });
  if (row) return;
  // Refused (rare): how long until the window ends.
  const [full] = await db
    .select({ left: sql<number>`extract(epoch from ${chatSendQuota.windowStart} - now()) * 1000`.mapWith(Number) })
    .from(chatSendQuota)
    .where(eq(chatSendQuota.userId, userId));
  throw tooFast((full?.left ?? 0) + rule.windowMs);
}
