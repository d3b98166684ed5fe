import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { chatPresence } from "./tables.js";

/** This process's name in `chat_presence`. */
export const nodeName = randomUUID();
/** A process refreshes its rows this often; rows older than twice that belong to a dead process. */
export const presenceRefreshMs = 30_000;

export async function socketOpened(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, node: nodeName, sockets: 1 })
    .onConflictDoUpdate({
      target: [chatPresence.userId, chatPresence.node],
      set: { sockets: sql`${chatPresence.sockets} + 1`, seenAt: sql`now()` },
    });
}

export async function socketClosed(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(chatPresence)
    .set({ sockets: sql`greatest(${chatPresence.sockets} - 1, 0)` })
    .where(and(eq(chatPresence.userId, userId), eq(chatPresence.node, nodeName)));
}

/** Keeps this process's rows fresh (and forgets members without a socket here). */
export async function refreshPresence(db: DbOrTx): Promise<void> {
  await db.delete(chatPresence).where(and(eq(chatPresence.node, nodeName), eq(chatPresence.sockets, 0)));
  await db.update(chatPresence).set({ seenAt: sql`now()` }).where(eq(chatPresence.node, nodeName));
}
