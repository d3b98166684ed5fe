import { createHmac, timingSafeEqual } from "node:crypto";
import { checkInQrPeriodSeconds } from "@rewards/contracts";
import type { DbOrTx } from "../../db/client.js";
import { installationSecret } from "../app-meta/index.js";

/**
 * The check-in QR tokens (docs/ARCHITECTURE.md, "Shops: check-in tokens"). Both are HMAC-SHA256
 * signatures under an installation secret, bound to the store's id, which the token itself does
 * not carry (the QR's link and the route name it), so another store's token never verifies:
 * - rotating `r1.<window>.<signature>`: window = unix seconds / 30; good for its own window and the
 *   one after it (at most a minute), so a photo of the counter screen is soon useless;
 * - static `s1.<serial>.<signature>`: printed; good while the store's serial stands and only if
 *   the store accepts printed codes (a lower trust level, recorded on each check-in).
 */
const secretKey = "shop_check_in_secret";
const signatureLength = 22;

export type TokenCheck =
  | { ok: true; trust: "rotating" | "static" }
  | { ok: false; reason: "invalid" | "expired" | "static_refused" };

export const checkInSecret = (db: DbOrTx) => installationSecret(db, secretKey);

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url").slice(0, signatureLength);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const windowOf = (at: Date) => Math.floor(at.getTime() / 1000 / checkInQrPeriodSeconds);

export function rotatingToken(secret: string, storeId: string, at: Date) {
  const window = windowOf(at);
  const issuedAt = new Date(window * checkInQrPeriodSeconds * 1000);
  return {
    token: `r1.${window}.${sign(secret, `checkin:r1:${storeId}:${window}`)}`,
    issuedAt,
    refreshAt: new Date(issuedAt.getTime() + checkInQrPeriodSeconds * 1000),
    expiresAt: new Date(issuedAt.getTime() + 2 * checkInQrPeriodSeconds * 1000),
  };
}

export const staticToken = (secret: string, storeId: string, serial: number) =>
  `s1.${serial}.${sign(secret, `checkin:s1:${storeId}:${serial}`)}`;

export function verifyCheckInToken(
  secret: string,
  token: string,
  store: { id: string; acceptStaticQr: boolean; staticSerial: number },
  at: Date,
): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [version, counter, signature] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(counter)) return { ok: false, reason: "invalid" };
  if (version === "r1") {
    if (!sameText(signature, sign(secret, `checkin:r1:${store.id}:${counter}`)))
      return { ok: false, reason: "invalid" };
    const age = windowOf(at) - Number(counter);
    if (age < 0 || age > 1) return { ok: false, reason: age < 0 ? "invalid" : "expired" };
    return { ok: true, trust: "rotating" };
  }
  if (version === "s1") {
    if (!sameText(signature, sign(secret, `checkin:s1:${store.id}:${counter}`)))
      return { ok: false, reason: "invalid" };
    if (Number(counter) !== store.staticSerial) return { ok: false, reason: "invalid" };
    if (!store.acceptStaticQr) return { ok: false, reason: "static_refused" };
    return { ok: true, trust: "static" };
  }
  return { ok: false, reason: "invalid" };
}

/** Great-circle metres between two points (haversine; the earth as a 6,371 km sphere). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}
