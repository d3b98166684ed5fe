/**
 * Storage keys are made by the server: `<folder>/<uuid>.<jpg|png>`, never a client's file name.
 * The folder says whether a file is public (anyone with the address may see it) or private (only
 * its owner or an admin, through a short-lived signed link).
 */
const safeKey = /^[a-z-]+\/[0-9a-f-]{36}\.(jpg|png)$/;

/** Folders whose files are private; every other folder (avatars) is public. */
export const privateFolders = ["survey-images"] as const;
export type PrivateFolder = (typeof privateFolders)[number];

export function isStorageKey(key: string): boolean {
  return safeKey.test(key);
}

export function checkKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
  return key;
}

export function isPrivateKey(key: string): boolean {
  return privateFolders.some((folder) => key.startsWith(`${folder}/`));
}

export function contentTypeOf(key: string): string {
  return key.endsWith(".png") ? "image/png" : "image/jpeg";
}
