import path from "node:path";
import type { Config } from "../config/env.js";
import { diskStorage, type FileStorage, memoryStorage } from "./file-storage.js";
import { s3Storage } from "./s3-storage.js";

/** The configured store: a bucket when `S3_BUCKET` is set, else the data directory (`memory://` in tests). */
export function storageFor(config: Config): FileStorage {
  if (config.S3_BUCKET) return s3Storage({ ...config, S3_BUCKET: config.S3_BUCKET });
  return config.DATA_DIR.startsWith("memory://") ? memoryStorage() : diskStorage(path.join(config.dataDir, "uploads"));
}
