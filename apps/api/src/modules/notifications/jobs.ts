import type { JobDefinition } from "../../jobs/definition.js";
import { sendCampaignsJobName, sendDueCampaigns } from "./campaign-sending.js";
import {
  deliverNotificationsJobName,
  deliverPendingNotifications,
  deliveryBatch,
  deliveryRunBudgetMs,
} from "./delivery.js";
import { sendDigests } from "./digest.js";
import { pushNotification, queueStalePushes, sendPushJobName } from "./push.js";

export const sendPushJob: JobDefinition<{ id?: string }> = {
  name: sendPushJobName,
  async run({ db, config, log }, data) {
    if (typeof data.id !== "string") return;
    const { sent, gone } = await pushNotification({ db, config }, data.id);
    if (sent + gone > 0) log.info({ notification_id: data.id, sent, gone }, "push delivered");
  },
};

export const sendCampaignsJob: JobDefinition = {
  name: sendCampaignsJobName,
  // The sweep: what is due within the minute, and what a stopped process left half-sent.
  cron: "* * * * *",
  runOnStart: true,
  async run({ db, send }) {
    await sendDueCampaigns(db, { queue: { send } });
  },
};

/** Hourly: each member's 09:00 comes in some hour of the UTC day. */
export const sendDigestsJob: JobDefinition = {
  name: "send-notification-digests",
  cron: "0 * * * *",
  async run({ db, config }) {
    await sendDigests({ db, config });
  },
};

export const deliverNotificationsJob: JobDefinition = {
  name: deliverNotificationsJobName,
  // The sweep: a cue lost with a crashed process is picked up within a minute.
  cron: "* * * * *",
  async run({ db, config, send, log }) {
    // Delivery inside the job sends its emails itself; each push gets a job of its own, with retries.
    // Rounds go on while they come back full (an announcement to many members), for most of a minute.
    const started = Date.now();
    let delivered: number;
    do {
      delivered = await deliverPendingNotifications({ db, config, jobs: null, pushes: { send }, log });
    } while (delivered === deliveryBatch && Date.now() - started < deliveryRunBudgetMs);
    await queueStalePushes(db, { send });
  },
};
