import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../users/index.js";
import { segmentPage } from "./campaign-segment.js";
import { deliverNotificationsJobName } from "./delivery.js";
import { notifyMembers } from "./notify.js";
import type { PushQueue } from "./push.js";
import { type NotificationCampaign, type NotificationValues, notificationCampaigns } from "./tables.js";

export const sendCampaignsJobName = "send-notification-campaigns";
/** Members per batch: one transaction, one insert of their notifications. */
const defaultBatchSize = 500;
/** A run stops starting batches after this; the next minute's run carries on where it stopped. */
const runBudgetMs = 50_000;

type SendOptions = {
  /** Where the delivery runs are queued after each batch (a job's context, the server's queue). */
  queue: PushQueue;
  now?: () => Date;
  batchSize?: number;
  /** Stop after this many batches (a test's stand-in for a crash mid-send). */
  maxBatches?: number;
};

/** The words every member gets, each in their own language when read, pushed or mailed. */
function campaignValues(campaign: NotificationCampaign): NotificationValues {
  const values: NotificationValues = {};
  for (const [locale, title] of Object.entries(campaign.title)) values[`title_${locale}`] = title;
  for (const [locale, body] of Object.entries(campaign.body)) values[`body_${locale}`] = body;
  if (campaign.link) values.link = campaign.link;
  return values;
}

/** Scheduled campaigns whose time has come start sending; a cancelled one is no longer scheduled, so it never does. */
async function startDueCampaigns(db: Db, now: Date): Promise<void> {
  await db
    .update(notificationCampaigns)
    .set({ status: "sending", startedAt: now })
    .where(and(eq(notificationCampaigns.status, "scheduled"), lte(notificationCampaigns.sendAt, now)));
}

/**
 * Notifies the next batch of a sending campaign's segment. The campaign row is locked, so runs
 * that overlap take batches in turn; the notifications, the cursor and the recipient count commit
 * together, and each member's notification has the cause `<campaign>:<member>`, so nothing is
 * notified twice however often this runs. The last batch marks the campaign sent.
 */
export async function sendCampaignBatch(
  db: Db,
  campaignId: string,
  options: { batchSize: number; now: Date },
): Promise<{ state: "more" | "sent" | "stopped"; notified: number }> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(notificationCampaigns)
      .where(eq(notificationCampaigns.id, campaignId))
      .for("update");
    if (campaign?.status !== "sending") return { state: "stopped", notified: 0 };
    const members = await segmentPage(tx, campaign, {
      after: campaign.lastMemberId,
      limit: options.batchSize,
      now: options.now,
    });
    const notified =
      members.length === 0
        ? 0
        : await notifyMembers(
            tx,
            sql`select ${users.id} as id from ${users} where ${inArray(users.id, members)}`,
            "announcement",
            { causePrefix: campaign.id, values: campaignValues(campaign) },
          );
    const finished = members.length < options.batchSize;
    await tx
      .update(notificationCampaigns)
      .set({
        lastMemberId: members.at(-1) ?? campaign.lastMemberId,
        recipients: sql`${notificationCampaigns.recipients} + ${notified}`,
        ...(finished && { status: "sent" as const, sentAt: new Date() }),
      })
      .where(eq(notificationCampaigns.id, campaignId));
    return { state: finished ? "sent" : "more", notified };
  });
}

/**
 * The send job: starts what is due, then works through every sending campaign (one left half-sent
 * by a crash or a restart included) batch by batch, queuing a delivery run after each batch.
 */
export async function sendDueCampaigns(db: Db, options: SendOptions): Promise<{ notified: number }> {
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? defaultBatchSize;
  const started = Date.now();
  await startDueCampaigns(db, clock());
  const sending = await db
    .select({ id: notificationCampaigns.id })
    .from(notificationCampaigns)
    .where(eq(notificationCampaigns.status, "sending"))
    .orderBy(asc(notificationCampaigns.sendAt));
  let notified = 0;
  let batches = 0;
  for (const { id } of sending) {
    for (;;) {
      if (batches >= (options.maxBatches ?? Number.POSITIVE_INFINITY)) return { notified };
      if (Date.now() - started > runBudgetMs) return { notified };
      const batch = await sendCampaignBatch(db, id, { batchSize, now: clock() });
      batches++;
      notified += batch.notified;
      if (batch.notified > 0) {
        await options.queue.send(
          deliverNotificationsJobName,
          {},
          { retryLimit: 5, retryDelay: 30, retryBackoff: true },
        );
      }
      if (batch.state !== "more") break;
    }
  }
  return { notified };
}

/** Queues the send job for a campaign's time (the minutely sweep is the fallback). */
export async function queueCampaignSend(queue: PushQueue, sendAt: Date): Promise<void> {
  await queue.send(sendCampaignsJobName, {}, { startAfter: sendAt });
}
