import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import type { ReasonableType } from "./notifications.js";
import { text } from "./text.js";

/**
 * Web Push (issue 16, item 3): a device's subscription, stored per endpoint and bound to the
 * signed-in member, and what a push message carries.
 */
export const pushLimits = {
  /** The longest endpoint kept; browsers' push services use a few hundred characters. */
  endpointMax: 1024,
  /** Devices a member may have subscribed at once; a new one beyond it replaces the oldest. */
  devicesPerMember: 20,
  /** Subscribing calls per member and hour. */
  subscribesPerHour: 30,
} as const;

function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    // A push service is a public https host: no credentials, no bare address or local name.
    return (
      url.protocol === "https:" &&
      url.username === "" &&
      url.password === "" &&
      !/^[\d.]+$|^\[|^localhost$|\.localhost$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** base64url of `bytes` bytes, as PushSubscription.toJSON gives it (padding, when sent, is dropped). */
function base64urlKey(bytes: number, label: string, firstChar = "") {
  const length = Math.ceil((bytes * 4) / 3);
  const pattern = new RegExp(`^${firstChar}[A-Za-z0-9_-]{${length - firstChar.length}}$`);
  return text({ min: 1, max: length + 3 })
    .transform((value) => value.replace(/=+$/, ""))
    .refine((value) => pattern.test(value), `${label} must be a base64url key of ${bytes} bytes`);
}

export const pushEndpoint = text({ min: 1, max: pushLimits.endpointMax }).refine(
  isPushEndpoint,
  "must be the https address of a push service",
);

/** `POST push_subscriptions`: the body is the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionRequest = z.object({
  endpoint: pushEndpoint,
  /** Milliseconds since the epoch when the browser will drop it, or null. */
  expirationTime: z.number().min(0).max(1e15).nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes, starting 0x04). */
    p256dh: base64urlKey(65, "p256dh", "B"),
    /** The device's 16-byte authentication secret. */
    auth: base64urlKey(16, "auth"),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** `DELETE push_subscriptions`: this device no longer wants push (or the member signs out). */
export const pushUnsubscribeRequest = z.object({ endpoint: text({ min: 1, max: pushLimits.endpointMax }) });

export const pushSubscriptionAnswer = okEnvelope(z.object({ subscribed: z.boolean() }));

/** `GET push_subscriptions/vapid_public_key`: the application server key the browser subscribes with. */
export const vapidPublicKeyAnswer = okEnvelope(z.object({ public_key: z.string() }));

/** What a push message carries, in the member's language; the service worker shows and routes it. */
export type PushMessage = {
  /** The notification's id. */
  id: string;
  title: string;
  body: string;
  reasonable_type: ReasonableType;
  /** The survey's id for a Survey; the notification's own id for a Notification. */
  reasonable_id: string;
};
