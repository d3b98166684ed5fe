import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live: `$DATA_DIR/uploads` on disk, or memory for tests. Keys are made by
 * the server (`avatars/<uuid>.jpg`), never taken from a file name.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const safeKey = /^[a-z-]+\/[0-9a-f-]{36}\.(jpg|png)$/;

function checkKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
  return key;
}

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      if (!safeKey.test(key)) return null;
      return fs.readFile(resolve(key)).catch(() => null);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      files.set(checkKey(key), data);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

/** The storage for a data directory; `memory://` (tests) keeps files in memory. */
export function storageFor(dataDir: string, configured: string): FileStorage {
  return configured.startsWith("memory://") ? memoryStorage() : diskStorage(path.join(dataDir, "uploads"));
}
