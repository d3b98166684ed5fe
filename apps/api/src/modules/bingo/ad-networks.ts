import { createPublicKey, type KeyObject, verify } from "node:crypto";
import type { BingoAdNetworkName } from "@rewards/contracts";
import type { Config } from "../../config/env.js";

/** What a network's verified callback vouches for: a view of one ticket's ad, under the network's own id. */
export type AdView = { ticketId: string; transactionId: string; userId: string | null };

/**
 * A rewarded-video network. `video` says what the member is shown for a ticket. A network that
 * confirms views server to server has `verifyCallback`: given the callback's raw query string,
 * it answers the view it vouches for, or null for a forged, foreign or malformed call.
 */
export type AdNetwork = {
  name: BingoAdNetworkName;
  video(ticketId: string): { url: string; seconds: number; adUnit: string | null };
  verifyCallback?(rawQuery: string): AdView | null;
};

/** The house video, served with the web app: the server's clock is the verification. */
export const houseVideo: AdNetwork = {
  name: "house",
  video: () => ({ url: "/bingo/house-video.webm", seconds: 15, adUnit: null }),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Google AdMob's rewarded-ad server-side verification. AdMob calls the URL set on the ad unit with
 * the view's parameters and, last, `signature` and `key_id`: an ECDSA (P-256, SHA-256, DER) signature
 * over the query string exactly as sent, up to `&signature=`, by the verifier key `key_id` names
 * (Google publishes them at https://www.gstatic.com/admob/reward/verifier-keys.json). Every AdMob
 * publisher's callbacks carry Google's signature, so the ad unit must also be one of ours.
 */
export function admobNetwork(keys: Record<string, string>, adUnits: string[]): AdNetwork {
  const verifiers = new Map<string, KeyObject>(
    Object.entries(keys).map(([id, der]) => [
      id,
      createPublicKey({ key: Buffer.from(der, "base64"), format: "der", type: "spki" }),
    ]),
  );
  const unitNumbers = new Set(adUnits.map((unit) => unit.slice(unit.indexOf("/") + 1)));
  return {
    name: "admob",
    video: () => ({ url: "", seconds: 0, adUnit: adUnits[0] ?? null }),
    verifyCallback(rawQuery) {
      const end = rawQuery.indexOf("&signature=");
      if (end < 0) return null;
      const params = new URLSearchParams(rawQuery);
      const key = verifiers.get(params.get("key_id") ?? "");
      const signature = params.get("signature");
      if (!key || !signature) return null;
      let valid = false;
      try {
        const message = Buffer.from(rawQuery.slice(0, end), "utf8");
        valid = verify("sha256", message, { key, dsaEncoding: "der" }, Buffer.from(signature, "base64url"));
      } catch {
        return null;
      }
      if (!valid) return null;
      const ticketId = params.get("custom_data") ?? "";
      const transactionId = params.get("transaction_id") ?? "";
      if (!unitNumbers.has(params.get("ad_unit") ?? "") || !uuidPattern.test(ticketId) || !transactionId) return null;
      return { ticketId: ticketId.toLowerCase(), transactionId, userId: params.get("user_id") || null };
    },
  };
}

/** The networks this process can use: the house video always, AdMob when its keys are configured. */
export function adNetworksOf(config: Pick<Config, "ADMOB_VERIFIER_KEYS" | "ADMOB_AD_UNIT_IDS">): AdNetworks {
  const networks: AdNetworks = new Map([["house", houseVideo]]);
  if (config.ADMOB_VERIFIER_KEYS && config.ADMOB_AD_UNIT_IDS) {
    networks.set("admob", admobNetwork(config.ADMOB_VERIFIER_KEYS, config.ADMOB_AD_UNIT_IDS));
  }
  return networks;
}

export type AdNetworks = Map<BingoAdNetworkName, AdNetwork>;

/** The network the setting names, or the house video when that network is not configured here. */
export const adNetworkNamed = (networks: AdNetworks, name: BingoAdNetworkName): AdNetwork =>
  networks.get(name) ?? houseVideo;
