import webpush from "web-push";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import { installationValue } from "../app-meta/index.js";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const known = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>();

/** Who push services may write to about our pushes: VAPID_SUBJECT, else the site if https, else the sender's address. */
export function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL.startsWith("https://")) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * The VAPID key pair pushes are signed with: the configured one, or the pair this installation
 * made on its first start and keeps in `app_meta` (every process reads the same, so devices
 * subscribed through one process take pushes from all). Read once per process.
 */
export async function vapidDetails(db: Db, config: Config): Promise<VapidDetails> {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  let keys = known.get(db);
  if (!keys) {
    keys = installationValue(db, "vapidKeys", () => webpush.generateVAPIDKeys());
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  const { publicKey, privateKey } = await keys;
  return { subject, publicKey, privateKey };
}
