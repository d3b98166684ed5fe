import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// An S3 emulator in this process, so the bucket storage is tested on every run without a service to install.
import S3rver from "@20minutes/s3rver";

export type S3Emulator = {
  /** The `S3_*` settings that reach this emulator's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** Starts an S3-compatible server on a free local port with one empty bucket; files go to a temporary folder. */
export async function startS3Emulator(bucket = "rewards-test"): Promise<S3Emulator> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "rewards-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      // The emulator's own fixed account.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
