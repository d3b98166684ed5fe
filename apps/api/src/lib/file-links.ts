/**
 * Links to private files, made only after the caller has checked that the reader is the file's
 * owner or an admin. A bucket signs its own (presigned GET); on disk the API signs
 * `/api/files/<key>?expires=&signature=` with an HMAC over the key and the expiry
 * (`modules/files/links.ts` makes them). The type lives here so every service can be handed one.
 */
export type FileLinks = {
  privateUrl(key: string): Promise<string>;
  /** Whether a disk link is the one we signed for this key and has not expired. */
  verify(key: string, expires: number, signature: string): Promise<boolean>;
};
