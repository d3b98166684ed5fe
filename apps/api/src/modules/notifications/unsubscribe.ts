import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config/env.js";
import type { DbOrTx } from "../../db/client.js";
import { installationSecret } from "../app-meta/index.js";

const secretKey = "notifications_unsubscribe_secret";

const signature = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}`).digest("base64url");

/** A link's token: the member's id and its signature, so it works without signing in and cannot be made up. */
export async function unsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  return `${userId}.${signature(await installationSecret(db, secretKey), userId)}`;
}

export async function unsubscribeUrl(db: DbOrTx, config: Config, userId: string): Promise<string> {
  return `${config.PUBLIC_URL}/api/notifications/unsubscribe?token=${await unsubscribeToken(db, userId)}`;
}

/** The member a token names, when its signature holds; null for anything else. */
export async function memberOfToken(db: DbOrTx, token: string): Promise<string | null> {
  const [userId, given] = token.split(".");
  if (!userId || !given || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signature(await installationSecret(db, secretKey), userId));
  const presented = Buffer.from(given);
  return expected.length === presented.length && timingSafeEqual(expected, presented) ? userId : null;
}
