import type { NotificationKind } from "@rewards/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { notifications } from "./tables.js";

/**
 * What a notification asked of the member is done (the reward it announced was claimed): it reads
 * as done, and as read, so the bell no longer counts it. Runs in the transaction that did it.
 */
export async function settleNotification(tx: Tx, kind: NotificationKind, cause: string, now = new Date()) {
  await tx
    .update(notifications)
    .set({ settledAt: now, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.kind, kind), eq(notifications.cause, cause), isNull(notifications.settledAt)));
}
