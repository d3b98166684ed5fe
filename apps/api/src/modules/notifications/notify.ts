import type { NotificationKind } from "@rewards/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { currentScope } from "../../lib/request-scope.js";
import { type NotificationValues, notifications } from "./tables.js";

export type NotifyData = {
  /** Names what this is about for good (a survey and member, a redeem request): notifying it again adds nothing. */
  cause: string;
  values?: NotificationValues;
  /** A survey notification leads to the survey; any other to the notification itself. */
  surveyId?: string;
};

/** Marks the request (or job) as having notified someone: its delivery run is asked for once it is over. */
function cueDelivery(): void {
  const scope = currentScope();
  if (scope) scope.deliveryDue = true;
}

/**
 * Tells a member something: stores the notification in the caller's transaction. Nothing is sent
 * here: the delivery job picks the row up after the commit (push and email by the member's
 * settings), so a rollback sends nothing and the job's claim sends it once.
 */
export async function notify(
  tx: Tx,
  userId: string,
  kind: NotificationKind,
  data: NotifyData,
): Promise<{ notified: boolean }> {
  const [row] = await tx
    .insert(notifications)
    .values({
      id: newId(),
      userId,
      kind,
      cause: data.cause,
      values: data.values ?? {},
      reasonableType: data.surveyId ? "Survey" : "Notification",
      reasonableId: data.surveyId ?? "",
    })
    .onConflictDoNothing({ target: [notifications.kind, notifications.cause] })
    .returning({ id: notifications.id });
  if (row) cueDelivery();
  return { notified: row !== undefined };
}

/**
 * Tells many members the same thing in one statement (a survey opened for everyone it targets):
 * `members` is a query selecting one `id` column of user ids. Each member's cause is
 * `${causePrefix}:${id}`, so a replay adds nothing.
 */
export async function notifyMembers(
  tx: Tx,
  members: SQL,
  kind: NotificationKind,
  data: { causePrefix: string; values?: NotificationValues; surveyId?: string },
): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${notifications} (id, user_id, kind, cause, values, reasonable_type, reasonable_id)
    select gen_random_uuid(), audience.id, ${kind}, ${data.causePrefix} || ':' || audience.id,
      ${JSON.stringify(data.values ?? {})}::jsonb, ${data.surveyId ? "Survey" : "Notification"}, ${data.surveyId ?? ""}
    from (${members}) audience
    on conflict (kind, cause) do nothing
    returning id`);
  const inserted = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
  if (inserted.length > 0) cueDelivery();
  return inserted.length;
}
