/** A failed route chunk reloads the page at most once per this long (spec: 60 s). */
export const chunkReloadIntervalMs = 60_000;
const reloadMarker = "chunkReloadAt";

/** The messages browsers give when a lazily imported module (a route chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/**
 * After a deploy an open page may ask for chunks that no longer exist; a reload fetches the new
 * build. The marker in session storage stops a reload loop when the chunk is really unreachable.
 */
export function reloadForNewVersion(
  storage: Storage = sessionStorage,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(reloadMarker) ?? 0);
  if (now - last < chunkReloadIntervalMs) return false;
  storage.setItem(reloadMarker, String(now));
  reload();
  return true;
}
