import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../config/env.js";
import { type Clock, systemClock } from "./clock.js";
import type { FileStorage } from "./file-storage.js";
import { checkKey, contentTypeOf, isStorageKey } from "./storage-keys.js";

type S3Settings = Pick<
  Config,
  "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
> & { S3_BUCKET: string };

/**
 * Uploads in any S3-compatible bucket through the AWS SDK. The bucket stays private: public files
 * (avatars) are read through the API, private ones through presigned GET links that expire.
 */
export function s3Storage(settings: S3Settings, clock: Clock = systemClock): FileStorage {
  const client = new S3Client({
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    ...(settings.S3_ENDPOINT && { endpoint: settings.S3_ENDPOINT }),
    ...(settings.S3_ACCESS_KEY_ID &&
      settings.S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
      }),
    // One try per health check or read: a request waits on the answer, not on a retry ladder.
    maxAttempts: 2,
  });
  const Bucket = settings.S3_BUCKET;
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        )
          return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    // A key we never write: NoSuchKey shows the bucket is there and the credentials work (given
    // s3:ListBucket, without which S3 answers 403 for any missing key); anything else is a fault.
    async check() {
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: "health-check" }));
      } catch (error) {
        if (!(error instanceof NoSuchKey)) throw error;
      }
    },
    presignedGet(key, seconds) {
      // Signed at the clock's time: a test signs in the past to see a link that has already expired.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checkKey(key) }), {
        expiresIn: seconds,
        signingDate: clock.now(),
      });
    },
  };
}
