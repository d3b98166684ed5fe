import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Config } from "../../config/env.js";
import type { Db, DbOrTx } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import { newId } from "../../lib/ids.js";
import { deliveries } from "../../metrics/registry.js";
import { type MessageChannel, type OutboundMessage, outboundMessages } from "./tables.js";
import { createTransports, type Transports } from "./transports.js";

export const deliverMessageJobName = "deliver-message";

export type NewMessage = {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
};

/** Writes a message to the outbox inside the caller's transaction; deliver it after the commit. */
export async function queueMessage(db: DbOrTx, message: NewMessage): Promise<string> {
  const id = newId();
  await db.insert(outboundMessages).values({
    id,
    ...message,
    subject: message.subject ?? null,
    html: message.html ?? null,
    headers: message.headers ?? null,
  });
  return id;
}

const transportsByConfig = new WeakMap<Config, Transports>();
function transportsFor(config: Config): Transports {
  let transports = transportsByConfig.get(config);
  if (!transports) {
    transports = createTransports(config);
    transportsByConfig.set(config, transports);
  }
  return transports;
}

type DispatchDeps = {
  db: Db;
  config: Config;
  jobs: JobQueue | null;
  /** A job's log, where a message delivered here says so (with the job's request id). */
  log?: { info(fields: object, message: string): void };
};

/**
 * Hands committed messages to the background queue; without one (tests, tools) delivers them now.
 * A message that could not be queued stays pending and the sweeper picks it up.
 */
export async function dispatchMessages(deps: DispatchDeps, ids: string[]): Promise<void> {
  for (const id of ids) {
    if (deps.jobs) {
      await deps.jobs.send(deliverMessageJobName, { id }, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    } else {
      const delivered = await deliverMessage(deps.db, transportsFor(deps.config), id);
      if (delivered) deps.log?.info({ message_id: id, ...delivered }, "message delivered");
    }
  }
}

/**
 * Sends one message once: the row is claimed by a conditional update, so a job delivered twice
 * sends once. A transport failure puts it back to pending and rethrows, for the queue's retry.
 * Real transports drop the body afterwards: codes do not linger in the table.
 */
export async function deliverMessage(
  db: Db,
  transports: Transports,
  id: string,
): Promise<{ channel: string; transport: string } | null> {
  const [claimed] = await db
    .update(outboundMessages)
    .set({ status: "sending", attempts: sql`${outboundMessages.attempts} + 1` })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, "pending")))
    .returning();
  if (!claimed) return null;
  const transport = transports[claimed.channel];
  try {
    await transport.send(claimed);
  } catch (error) {
    deliveries.inc({ channel: claimed.channel, outcome: "failed" });
    await db
      .update(outboundMessages)
      .set({ status: "pending", lastError: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(outboundMessages.id, id));
    throw error;
  }
  deliveries.inc({ channel: claimed.channel, outcome: "sent" });
  const keepsBody = transport.name === "dev-mailbox";
  await db
    .update(outboundMessages)
    .set({
      status: "sent",
      transport: transport.name,
      sentAt: new Date(),
      lastError: null,
      ...(keepsBody ? {} : { body: "[delivered]", html: null }),
    })
    .where(eq(outboundMessages.id, id));
  return { channel: claimed.channel, transport: transport.name };
}

/** Delivers one queued message; what went where (never to whom), or null when it was not pending. */
export async function deliverQueuedMessage(db: Db, config: Config, id: string) {
  return deliverMessage(db, transportsFor(config), id);
}

const maxAttempts = 6;

/**
 * Messages left pending (a queue hiccup) or stuck sending (a crash mid-send) for too long; those
 * that used up their attempts are marked failed instead.
 */
export async function staleMessageIds(db: Db, olderThan: Date): Promise<string[]> {
  await db
    .update(outboundMessages)
    .set({ status: "failed" })
    .where(and(eq(outboundMessages.status, "pending"), gte(outboundMessages.attempts, maxAttempts)));
  await db
    .update(outboundMessages)
    .set({ status: "pending" })
    .where(and(eq(outboundMessages.status, "sending"), lt(outboundMessages.createdAt, olderThan)));
  const rows = await db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.status, "pending"),
        lt(outboundMessages.createdAt, olderThan),
        lt(outboundMessages.attempts, maxAttempts),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/** The dev mailbox: the newest messages, optionally to one recipient. */
export async function mailboxMessages(db: Db, recipient?: string, limit = 50): Promise<OutboundMessage[]> {
  return db
    .select()
    .from(outboundMessages)
    .where(recipient ? inArray(outboundMessages.recipient, [recipient.toLowerCase(), recipient]) : undefined)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
}
