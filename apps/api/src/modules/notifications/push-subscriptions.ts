import { createECDH } from "node:crypto";
import { errorCodes, type PushSubscriptionRequest, pushLimits } from "@rewards/contracts";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type PushSubscriptionRow, pushSubscriptions } from "./tables.js";

type DeviceKeys = Pick<PushSubscriptionRequest, "endpoint" | "keys">;

/** The payload is encrypted to the device's key: one that is not a point on P-256 could never be used. */
function isDeviceKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a device's subscription for the member (`POST push_subscriptions`). One row per endpoint:
 * the same browser subscribing again refreshes its keys, and a browser another member subscribed
 * before now belongs to this one. A member keeps at most `devicesPerMember`; the oldest go first.
 */
export async function saveSubscription(db: Db, userId: string, device: DeviceKeys): Promise<PushSubscriptionRow> {
  if (!isDeviceKey(device.keys.p256dh)) {
    throw new AppError(400, errorCodes.validationFailed, "keys.p256dh is not a P-256 public key.", "keys.p256dh");
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ id: newId(), userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: device.keys.p256dh, auth: device.keys.auth, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error("push subscription not stored");
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(pushLimits.devicesPerMember);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return row;
  });
}

/** `DELETE push_subscriptions`: the member's own device only; another member's endpoint is left alone. */
export async function removeSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function subscriptionsOf(db: DbOrTx, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
