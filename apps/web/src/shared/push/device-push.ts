import type { pushSubscriptionAnswer, vapidPublicKeyAnswer } from "@rewards/contracts";
import { callApi } from "../../lib/api";

/**
 * This browser's Web Push: whether it can take pushes, and turning them on (permission, the
 * subscription with the server's VAPID key, stored for the signed-in member) or off. The service
 * worker (public/sw.js) shows what arrives; it is registered in production builds only.
 */
export type DevicePush = "unsupported" | "blocked" | "off" | "on";

export function pushSupported(): boolean {
  return (
    import.meta.env.PROD &&
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(): Promise<DevicePush> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Asks for the permission (the browser's own prompt, so only after the member said yes to ours),
 * subscribes with the server's key (again when the key changed) and stores the subscription.
 */
export async function turnOnPush(): Promise<DevicePush> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  const { public_key } = (await callApi<typeof vapidPublicKeyAnswer>("main", "push_subscriptions/vapid_public_key"))
    .data;
  const applicationServerKey = keyBytes(public_key);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await callApi<typeof pushSubscriptionAnswer>("main", "push_subscriptions", {
    method: "POST",
    body: subscription.toJSON(),
  });
  return "on";
}

/** Stops pushes to this browser: the server forgets the device, the browser drops the subscription. */
export async function turnOffPush(): Promise<DevicePush> {
  if (!pushSupported()) return "unsupported";
  const subscription = await currentSubscription();
  if (subscription) {
    await callApi<typeof pushSubscriptionAnswer>("main", "push_subscriptions", {
      method: "DELETE",
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return devicePush();
}

/** At sign-out, while the session still holds: the next person on this browser gets nothing of ours. */
export async function forgetDevicePush(): Promise<void> {
  if (!pushSupported()) return;
  await turnOffPush().catch(async () => {
    await (await currentSubscription())?.unsubscribe();
  });
}

const declinedKey = "pushPromptDeclinedAt";
/** A "not now" is remembered this long before the prompt comes back. */
export const askAgainAfterMs = 30 * 24 * 60 * 60 * 1000;

export function rememberDeclined(now = Date.now()): void {
  localStorage.setItem(declinedKey, String(now));
}

export function declinedRecently(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(declinedKey));
  return Number.isFinite(at) && at > 0 && now - at < askAgainAfterMs;
}

/** Whether to offer push now: it can work here, is not on yet, was not refused, and no "not now" is fresh. */
export async function shouldOfferPush(): Promise<boolean> {
  if (declinedRecently()) return false;
  return (await devicePush()) === "off";
}
