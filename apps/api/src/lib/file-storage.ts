import fs from "node:fs/promises";
import path from "node:path";
import { checkKey, isStorageKey } from "./storage-keys.js";

/**
 * Where uploaded files live: `$DATA_DIR/uploads` on disk, an S3-compatible bucket, or memory for
 * tests. Keys are made by the server (`avatars/<uuid>.jpg`), never taken from a file name, and
 * the content type follows from the key.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (the health check). */
  check(): Promise<void>;
  /** A bucket's own short-lived GET link; stores without one are linked through the API's signed path. */
  presignedGet?(key: string, seconds: number): Promise<string>;
};

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return fs.readFile(resolve(key)).catch(() => null);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
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
    async check() {},
  };
}
