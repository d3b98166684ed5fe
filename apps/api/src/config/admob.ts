import { createPublicKey } from "node:crypto";
import { z } from "zod";

/** A base64 DER (SPKI) public key that is an ECDSA P-256 key, as AdMob's verifier keys are. */
function isP256Key(base64: string): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
  } catch {
    return false;
  }
}

/**
 * `ADMOB_VERIFIER_KEYS`: the keys that sign AdMob's server-side verification callbacks, as
 * comma-separated `<key id>=<base64 DER public key>` pairs (the `keyId` and `base64` fields of
 * https://www.gstatic.com/admob/reward/verifier-keys.json). Read as a record by key id.
 */
export const admobVerifierKeys = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return at < 0 ? ["", pair] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      }),
  )
  .refine((pairs) => pairs.length > 0, "must list at least one <key id>=<base64 public key> pair")
  .refine(
    (pairs) => pairs.every(([id]) => /^\d+$/.test(id ?? "")),
    "each pair must start with a numeric key id and '='",
  )
  .refine((pairs) => pairs.every(([, key]) => isP256Key(key ?? "")), "each key must be a base64 DER P-256 public key")
  .transform((pairs) => Object.fromEntries(pairs) as Record<string, string>);

/**
 * `ADMOB_AD_UNIT_IDS`: our rewarded ad units, comma-separated (`ca-app-pub-<publisher>/<unit>`); the
 * first is the one the app shows. A callback names the unit by its number after the slash.
 */
export const admobAdUnitIds = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((unit) => unit.trim())
      .filter(Boolean),
  )
  .refine((units) => units.length > 0 && units.every((unit) => /^(ca-app-pub-\d+\/)?\d+$/.test(unit)), {
    message: "must list ad unit ids such as ca-app-pub-1234567890123456/1234567890",
  });

/**
 * AdMob needs both: keys to trust a callback, and our ad units so a callback another publisher's ad
 * unit sends here (signed by Google all the same) is refused.
 */
export function admobProblem(env: { ADMOB_VERIFIER_KEYS?: unknown; ADMOB_AD_UNIT_IDS?: unknown }): string | null {
  if (Boolean(env.ADMOB_VERIFIER_KEYS) === Boolean(env.ADMOB_AD_UNIT_IDS)) return null;
  return "ADMOB_VERIFIER_KEYS, ADMOB_AD_UNIT_IDS: set both (AdMob's keys and our ad units) or neither";
}
