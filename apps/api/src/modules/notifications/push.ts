import type { PushMessage } from "@rewards/contracts";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import { deliveries } from "../../metrics/registry.js";
import { users } from "../users/index.js";
import { notificationWords } from "./copy.js";
import { type VapidDetails, vapidDetails } from "./push-keys.js";
import { subscriptionsOf } from "./push-subscriptions.js";
import {
  type Notification,
  notifications,
  type PushSubscriptionRow,
  pushDeliveries,
  pushSubscriptions,
} from "./tables.js";

export const sendPushJobName = "send-push";
/** Tries per notification and device, across the job's retries and the sweep. */
const maxAttempts = 6;
/** How long a push service keeps a message for a device that is offline. */
const pushTtlSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

/** Something that has the queue's `send`: the server's queue, or a job's context. */
export type PushQueue = { send(name: string, data: object, options?: object): Promise<string | null> };

/** What a push carries, in the reader's language: the same words as the list and the email. */
export function pushMessage(row: Notification, locale: string): PushMessage {
  const words = notificationWords(row.kind, row.values, locale);
  return {
    id: row.id,
    title: words.title,
    body: words.body,
    reasonable_type: row.reasonableType,
    reasonable_id: row.reasonableType === "Survey" ? row.reasonableId : row.id,
  };
}

/** The push job for one notification, retried with backoff while a push service is down. */
export async function queuePush(queue: PushQueue, notificationId: string): Promise<void> {
  await queue.send(sendPushJobName, { id: notificationId }, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}

type Outcome = "sent" | "gone" | "retry" | "refused";

/** Claims the (notification, device) pair: new, or failed earlier with tries left. Nothing when it is sent or sending. */
async function claimDelivery(db: Db, notificationId: string, subscriptionId: string): Promise<boolean> {
  const claimed = await db
    .insert(pushDeliveries)
    .values({ notificationId, subscriptionId, status: "sending" })
    .onConflictDoUpdate({
      target: [pushDeliveries.notificationId, pushDeliveries.subscriptionId],
      set: { status: "sending", attempts: sql`${pushDeliveries.attempts} + 1`, updatedAt: new Date() },
      setWhere: and(eq(pushDeliveries.status, "failed"), lt(pushDeliveries.attempts, maxAttempts)),
    })
    .returning({ status: pushDeliveries.status });
  return claimed.length > 0;
}

/** One encrypted, VAPID-signed request (built by web-push) to the device's push service. */
async function sendToDevice(device: PushSubscriptionRow, payload: string, vapid: VapidDetails): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: pushTtlSeconds,
      contentEncoding: "aes128gcm",
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: "POST",
    headers,
    body: request.body,
    redirect: "error",
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}

async function pushToDevice(
  db: Db,
  row: Notification,
  device: PushSubscriptionRow,
  payload: string,
  vapid: VapidDetails,
): Promise<Outcome | null> {
  if (!(await claimDelivery(db, row.id, device.id))) return null;
  const settle = (status: "sent" | "failed", lastError: string | null, final = false) =>
    db
      .update(pushDeliveries)
      .set({ status, lastError, updatedAt: new Date(), ...(final ? { attempts: maxAttempts } : {}) })
      .where(and(eq(pushDeliveries.notificationId, row.id), eq(pushDeliveries.subscriptionId, device.id)));
  let status: number;
  try {
    status = await sendToDevice(device, payload, vapid);
  } catch (error) {
    deliveries.inc({ channel: "push", outcome: "failed" });
    await settle("failed", String((error as Error).message ?? error).slice(0, 500));
    return "retry";
  }
  if (status >= 200 && status < 300) {
    deliveries.inc({ channel: "push", outcome: "sent" });
    await settle("sent", null);
    return "sent";
  }
  deliveries.inc({ channel: "push", outcome: status === 404 || status === 410 ? "gone" : "failed" });
  // The browser dropped the subscription (RFC 8030): forget the device, and its deliveries with it.
  if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return "gone";
  }
  const retry = status === 429 || status >= 500;
  await settle("failed", `HTTP ${status}`, !retry);
  return retry ? "retry" : "refused";
}

/**
 * Pushes one notification to each of its member's devices (the `send-push` job), in the member's
 * language, when their push setting is instant. Each (notification, device) is claimed before
 * the push goes out, so a device gets it at most once however often the job runs; a device whose
 * push service answers 404 or 410 is forgotten. Throws while a device can still be retried, for
 * the queue's retry; the notification's push is `done` once nothing is left to try.
 */
export async function pushNotification(deps: { db: Db; config: Config }, notificationId: string) {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.push, "pending")));
  if (!row) return { sent: 0, gone: 0 };
  const [member] = await db
    .select({ locale: users.locale, pushSetting: users.pushSetting, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!member || member.deletedAt || member.pushSetting !== "instant") {
    await db.update(notifications).set({ push: "none" }).where(eq(notifications.id, row.id));
    return { sent: 0, gone: 0 };
  }
  const payload = JSON.stringify(pushMessage(row, member.locale));
  const vapid = await vapidDetails(db, deps.config);
  const outcomes: (Outcome | null)[] = [];
  for (const device of await subscriptionsOf(db, row.userId)) {
    outcomes.push(await pushToDevice(db, row, device, payload, vapid));
  }
  const retries = outcomes.filter((outcome) => outcome === "retry").length;
  if (retries > 0) throw new Error(`push to ${retries} device(s) failed; retrying`);
  await db.update(notifications).set({ push: "done" }).where(eq(notifications.id, row.id));
  return {
    sent: outcomes.filter((outcome) => outcome === "sent").length,
    gone: outcomes.filter((outcome) => outcome === "gone").length,
  };
}

/**
 * Pushes whose job was lost (a crash between the claim and the queue, retries used up while a
 * push service was down): queued again while still worth showing, within a day.
 */
export async function queueStalePushes(db: Db, queue: PushQueue, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - pushTtlSeconds * 1000);
  await db
    .update(notifications)
    .set({ push: "done" })
    .where(and(eq(notifications.push, "pending"), lt(notifications.createdAt, dayAgo)));
  const stale = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.push, "pending"),
        lt(notifications.createdAt, new Date(now.getTime() - 10 * 60 * 1000)),
        gt(notifications.createdAt, dayAgo),
      ),
    )
    .limit(100);
  for (const { id } of stale) await queuePush(queue, id);
  return stale.length;
}
