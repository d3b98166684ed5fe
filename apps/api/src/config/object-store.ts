import { z } from "zod";

/**
 * An S3-compatible bucket for uploads (`S3_*`). Unset, uploads stay on disk under `DATA_DIR`.
 * The endpoint is only for buckets outside AWS (MinIO, R2, a test emulator); AWS needs the region.
 */
export const s3Endpoint = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must be an http:// or https:// address");
export const s3Bucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    "must be an S3 bucket name (3 to 63 lower-case letters, digits, dots, dashes)",
  );

/** A secret of at least 32 characters, for the disk's signed file links. */
export const fileUrlSecret = z.string().min(32, "must be at least 32 characters");

/** The bucket and its credentials come together, or not at all. */
export function objectStoreProblem(env: {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): string | null {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (!bucket && (endpoint || keyId || secret))
    return "S3_BUCKET: set it with the other S3_ variables, or unset them all";
  if (Boolean(keyId) !== Boolean(secret)) return "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither";
  return null;
}
