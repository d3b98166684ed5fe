import { eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import { dispatchMessages, queueMessage } from "../messaging/index.js";
import { users } from "../users/index.js";
import { notificationEmail } from "./email.js";
import { type PushQueue, pushNotification, queuePush } from "./push.js";
import { type Notification, notifications, pushSubscriptions } from "./tables.js";
import { unsubscribeUrl } from "./unsubscribe.js";

export const deliverNotificationsJobName = "deliver-notifications";
export const deliveryBatch = 100;
/** How long one delivery job keeps taking rounds before leaving the rest to the next. */
export const deliveryRunBudgetMs = 45_000;

type DeliveryDeps = {
  db: Db;
  config: Config;
  /** Where emails are queued; without it they are sent now. */
  jobs: JobQueue | null;
  /** Where pushes are queued (the job's own queue); without it they are pushed now. */
  pushes?: PushQueue | null;
  /** The delivery job's log: emails sent here are logged with the job's request id. */
  log?: { info(fields: object, message: string): void };
};

/**
 * Delivers what `notify` stored and nobody has delivered yet. The rows are claimed by one
 * conditional update (pending to done) in the same transaction that queues their emails, so two
 * runs never send one twice and a failed run leaves them pending for the next. Email by the
 * member's mail setting: instant goes now, once per day waits for the digest, never stays quiet.
 * Push by the push setting: instant marks it for the push job when the member has a device
 * subscribed; once per day and never push nothing (the digest email is the day's summary).
 */
export async function deliverPendingNotifications(deps: DeliveryDeps): Promise<number> {
  const { db } = deps;
  const messageIds: string[] = [];
  const pushIds: string[] = [];
  const delivered = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ delivery: "done" })
      .where(
        inArray(
          notifications.id,
          sql`(select id from notifications where delivery = 'pending' order by created_at limit ${deliveryBatch} for update skip locked)`,
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const memberIds = [...new Set(claimed.map((row) => row.userId))];
    const members = await tx
      .select({
        id: users.id,
        email: users.email,
        locale: users.locale,
        mailSetting: users.mailSetting,
        pushSetting: users.pushSetting,
      })
      .from(users)
      .where(inArray(users.id, memberIds));
    const byId = new Map(members.map((member) => [member.id, member]));
    const withDevices = new Set(
      (
        await tx
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, memberIds))
      ).map((device) => device.userId),
    );
    for (const row of claimed) {
      const member = byId.get(row.userId);
      if (!member) continue;
      const mail =
        member.mailSetting === "instant" ? "sent" : member.mailSetting === "once_per_day" ? "digest" : "none";
      if (mail === "sent") {
        const letter = notificationEmail(deps.config, member, [row], await unsubscribeUrl(tx, deps.config, member.id));
        messageIds.push(await queueMessage(tx, { channel: "email", recipient: member.email, ...letter }));
      }
      const push = member.pushSetting === "instant" && withDevices.has(member.id) ? "pending" : "none";
      if (push === "pending") pushIds.push(row.id);
      if (mail !== "none" || push !== "none") {
        await tx.update(notifications).set({ mail, push }).where(eq(notifications.id, row.id));
      }
    }
    return claimed.length;
  });
  await dispatchMessages(deps, messageIds);
  await dispatchPushes(deps, pushIds);
  return delivered;
}

/** Queues each push job after the commit; without a queue (tests, tools) pushes now, leaving failures pending. */
async function dispatchPushes(deps: DeliveryDeps, ids: string[]): Promise<void> {
  for (const id of ids) {
    if (deps.pushes) await queuePush(deps.pushes, id);
    else await pushNotification(deps, id).catch(() => undefined);
  }
}

/** Queues a delivery run (after a request that notified, and every minute as a sweep). */
export async function queueDelivery(jobs: JobQueue): Promise<void> {
  await jobs.send(deliverNotificationsJobName, {}, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}

export type { Notification };
