import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import type { FileLinks } from "../../lib/file-links.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { checkKey } from "../../lib/storage-keys.js";
import { installationSecret } from "../app-meta/index.js";

export type { FileLinks };

/** How long a private file's link works: long enough to load a page, short enough that a leaked one dies soon. */
export const privateLinkSeconds = 300;

function sign(secret: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`${key}\n${expires}`).digest("base64url");
}

export function fileLinks(
  storage: FileStorage,
  secret: () => Promise<string>,
  now: () => number = Date.now,
): FileLinks {
  return {
    async privateUrl(key) {
      checkKey(key);
      if (storage.presignedGet) return storage.presignedGet(key, privateLinkSeconds);
      const expires = Math.floor(now() / 1000) + privateLinkSeconds;
      const signature = sign(await secret(), key, expires);
      return `/api/files/${key}?expires=${expires}&signature=${signature}`;
    },
    async verify(key, expires, signature) {
      const seconds = now() / 1000;
      if (expires < seconds || expires > seconds + privateLinkSeconds + 60) return false;
      const expected = Buffer.from(sign(await secret(), key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The configured `FILE_URL_SECRET`, or one made on first start and shared by every process through the database. */
export function fileLinkSecret(db: Db, config: Pick<Config, "FILE_URL_SECRET">): () => Promise<string> {
  if (config.FILE_URL_SECRET) {
    const configured = config.FILE_URL_SECRET;
    return async () => configured;
  }
  let kept: Promise<string> | null = null;
  return () => {
    kept ??= installationSecret(db, "fileUrlSecret");
    kept.catch(() => {
      kept = null;
    });
    return kept;
  };
}
