import type { ActivityDetail, ActivityKind } from "@rewards/contracts";
import { bindToDb, boundTo } from "../../db/bound.js";
import type { Db, Tx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { activityEvents } from "./tables.js";

/** An event as its handlers see it. */
export type ActivityEvent = {
  id: string;
  userId: string;
  kind: ActivityKind;
  cause: string;
  occurredAt: Date;
  /** The member's IANA time zone when it happened (UTC when the producer did not know it). */
  timeZone: string;
  detail: ActivityDetail | null;
};

/** Runs in the producer's transaction: whatever it writes commits or rolls back with the event. */
export type ActivityHandler = (tx: Tx, event: ActivityEvent) => Promise<void>;

/** A module that reacts to activity: its name (for errors and the docs) and a handler per kind it cares about. */
export type ActivityConsumer = {
  name: string;
  handlers: Partial<Record<ActivityKind, ActivityHandler>>;
};

export type ActivityInput = {
  userId: string;
  kind: ActivityKind;
  /** Names what happened for good; recording the same kind and cause again does nothing. */
  cause: string;
  detail?: ActivityDetail;
  timeZone?: string;
  /** When it happened, if not now (demo data replaying past days). */
  occurredAt?: Date;
};

const maxDetailLength = 1_000;

/** One app's consumers, in the order they run: made by the composition point (`services/app-state.ts`). */
export type ActivityStream = { readonly consumers: readonly ActivityConsumer[] };

export function activityStream(consumers: readonly ActivityConsumer[]): ActivityStream {
  return { consumers };
}

const streamKey = Symbol("activity stream");

/**
 * A handle on `db` whose transactions hand their events to `stream`. Each app binds its own, so two
 * apps in one process never run each other's consumers; there is no process-wide list.
 */
export function withActivityStream(db: Db, stream: ActivityStream): Db {
  return bindToDb(db, streamKey, stream);
}

/**
 * Appends an event in the caller's transaction and, only when it is new, runs each consumer's
 * handler for its kind, in its stream's order, in the same transaction. A replay (same kind and
 * cause) is a no-op; a producer that rolls back leaves neither the event nor anything its
 * handlers wrote. A handler may record further events: they are handled before this call returns.
 */
export async function recordActivity(tx: Tx, input: ActivityInput): Promise<{ recorded: boolean }> {
  const stream = boundTo<ActivityStream>(tx, streamKey);
  if (!stream) {
    throw new Error(
      "this database handle has no activity stream: open it through bindAppState (services/app-state.ts)",
    );
  }
  if (input.detail && JSON.stringify(input.detail).length > maxDetailLength) {
    throw new RangeError(`activity detail of ${input.kind} is over ${maxDetailLength} characters`);
  }
  const [row] = await tx
    .insert(activityEvents)
    .values({
      id: newId(),
      userId: input.userId,
      kind: input.kind,
      cause: input.cause,
      occurredAt: input.occurredAt ?? new Date(),
      timeZone: input.timeZone ?? "UTC",
      detail: input.detail ?? null,
    })
    .onConflictDoNothing({ target: [activityEvents.kind, activityEvents.cause] })
    .returning();
  if (!row) return { recorded: false };

  const event: ActivityEvent = { ...row, detail: row.detail ?? null };
  for (const consumer of stream.consumers) {
    const handler = consumer.handlers[event.kind];
    if (handler) await handler(tx, event);
  }
  return { recorded: true };
}
