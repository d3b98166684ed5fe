import { createECDH } from "node:crypto";
import { z } from "zod";

/**
 * Web Push's VAPID settings (`VAPID_*`). The key pair is P-256 in base64url, as
 * `npx web-push generate-vapid-keys` prints it; unset, the installation makes a pair on first
 * start and keeps it in the database (set both to keep one pair across databases).
 */
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes,
      `must be ${bytes} bytes in base64url (as npx web-push generate-vapid-keys prints)`,
    );

export const vapidPublicKey = base64urlBytes(65);
export const vapidPrivateKey = base64urlBytes(32);
/** Who push services may contact about our pushes. */
export const vapidSubject = z
  .string()
  .refine((value) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), "must be a mailto: or https: address");

/** Both keys or neither, and the public one must be the private one's. */
export function vapidProblem(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): string | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) return "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither";
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  } catch {
    return "VAPID_PRIVATE_KEY: not a P-256 private key";
  }
  return ecdh.getPublicKey("base64url") === publicKey
    ? null
    : "VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY";
}
