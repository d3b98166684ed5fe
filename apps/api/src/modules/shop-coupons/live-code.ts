import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { couponLiveCodePeriodSeconds } from "@rewards/contracts";
import type { DbOrTx } from "../../db/client.js";
import { installationSecret } from "../app-meta/index.js";

/**
 * A coupon's live code: its fixed serial and six digits that change every 15 seconds
 * (HMAC-SHA256 of the coupon's id and the time window under an installation secret). The screen
 * fetches each code from the server and shows when it was issued, so a screenshot goes stale;
 * staff accept the current code and the one before it.
 */
const secretKey = "shop_coupon_code_secret";
const serialAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const couponCodeSecret = (db: DbOrTx) => installationSecret(db, secretKey);

export function newSerial(): string {
  let serial = "";
  for (let i = 0; i < 8; i++) serial += serialAlphabet[randomInt(serialAlphabet.length)];
  return serial;
}

const windowOf = (at: Date) => Math.floor(at.getTime() / 1000 / couponLiveCodePeriodSeconds);

function digitsOf(secret: string, couponId: string, window: number): string {
  const mac = createHmac("sha256", secret).update(`coupon:${couponId}:${window}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, "0");
}

export function liveCode(secret: string, coupon: { id: string; serial: string }, at: Date) {
  const window = windowOf(at);
  const issuedAt = new Date(window * couponLiveCodePeriodSeconds * 1000);
  return {
    code: `${coupon.serial}-${digitsOf(secret, coupon.id, window)}`,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + couponLiveCodePeriodSeconds * 1000),
  };
}

/** Reads a typed or scanned code: spaces and dashes ignored, letters in any case, O read as 0. */
export function parseLiveCode(text: string): { serial: string; digits: string } | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const match = /^([0-9A-Z]{8})(\d{6})$/.exec(clean);
  return match ? { serial: match[1] as string, digits: match[2] as string } : null;
}

/** The digits match the coupon's code of this window or the one before. */
export function liveCodeMatches(secret: string, couponId: string, digits: string, at: Date): boolean {
  const window = windowOf(at);
  return [window, window - 1].some((w) => {
    const expected = Buffer.from(digitsOf(secret, couponId, w));
    const given = Buffer.from(digits);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
