import type { ActivityKind } from "@rewards/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { ActivityEvent } from "./record.js";
import { activityEvents } from "./tables.js";

/** A member's recent activity, newest first, optionally of some kinds only. */
export async function activitiesOf(
  db: DbOrTx,
  userId: string,
  { kinds, limit = 50 }: { kinds?: readonly ActivityKind[]; limit?: number } = {},
): Promise<ActivityEvent[]> {
  const rows = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), kinds ? inArray(activityEvents.kind, [...kinds]) : undefined))
    .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, detail: row.detail ?? null }));
}
