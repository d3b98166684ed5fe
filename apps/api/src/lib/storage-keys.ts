/**
 * Storage keys are made by the server: `<folder>/<uuid>.<jpg|png|mp4|webm|pdf>`, never a client's file name.
 * The folder says whether a file is public (anyone with the address may see it) or private (only
 * its owner or an admin, through a short-lived signed link).
 */
const safeKey = /^[a-z-]+\/[0-9a-f-]{36}\.(jpg|png|mp4|webm|pdf)$/;

/** Folders whose files are private; every other folder (avatars, portfolio images, videos) is public. */
export const privateFolders = ["survey-images", "id-documents", "chat-attachments"] as const;
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

const contentTypes: Record<string, string> = {
  png: "image/png",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "image/jpeg";
}
