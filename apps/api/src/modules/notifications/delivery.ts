import { eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import type { JobDefinition } from "../../jobs/definition.js";
import type { JobQueue } from "../../jobs/queue.js";
import { dispatchMessages, queueMessage } from "../messaging/index.js";
import { users } from "../users/index.js";
import { notificationEmail } from "./email.js";
import { type Notification, notifications } from "./tables.js";
import { unsubscribeUrl } from "./unsubscribe.js";

export const deliverNotificationsJobName = "deliver-notifications";
const batch = 100;

type DeliveryDeps = { db: Db; config: Config; jobs: JobQueue | null };

/**
 * Delivers what `notify` stored and nobody has delivered yet. The rows are claimed by one
 * conditional update (pending to done) in the same transaction that queues their emails, so two
 * runs never send one twice and a failed run leaves them pending for the next. Email by the
 * member's mail setting: instant goes now, once per day waits for the digest, never stays quiet.
 */
export async function deliverPendingNotifications(deps: DeliveryDeps): Promise<number> {
  const { db } = deps;
  const messageIds: string[] = [];
  const delivered = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ delivery: "done" })
      .where(
        inArray(
          notifications.id,
          sql`(select id from notifications where delivery = 'pending' order by created_at limit ${batch} for update skip locked)`,
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const members = await tx
      .select({ id: users.id, email: users.email, locale: users.locale, mailSetting: users.mailSetting })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))]));
    const byId = new Map(members.map((member) => [member.id, member]));
    for (const row of claimed) {
      const member = byId.get(row.userId);
      if (!member) continue;
      const mail =
        member.mailSetting === "instant" ? "sent" : member.mailSetting === "once_per_day" ? "digest" : "none";
      if (mail === "sent") {
        const letter = notificationEmail(deps.config, member, [row], await unsubscribeUrl(tx, deps.config, member.id));
        messageIds.push(await queueMessage(tx, { channel: "email", recipient: member.email, ...letter }));
      }
      if (mail !== "none") await tx.update(notifications).set({ mail }).where(eq(notifications.id, row.id));
    }
    return claimed.length;
  });
  await dispatchMessages(deps, messageIds);
  return delivered;
}

/** Queues a delivery run (after a request that notified, and every minute as a sweep). */
export async function queueDelivery(jobs: JobQueue): Promise<void> {
  await jobs.send(deliverNotificationsJobName, {}, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}

export const deliverNotificationsJob: JobDefinition = {
  name: deliverNotificationsJobName,
  // The sweep: a cue lost with a crashed process is picked up within a minute.
  cron: "* * * * *",
  async run({ db, config }) {
    // Delivery inside the job sends its emails through the messaging queue's own job.
    await deliverPendingNotifications({ db, config, jobs: null });
  },
};

export type { Notification };
