import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";

/**
 * Whether a toast has been asked for yet. The root layout mounts the Toaster only from then on, so
 * a session that never shows a toast never loads the toast library; one that does loads it on the
 * first press that needs it, by which time the library is a moment away.
 */
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first toast was asked for: the root layout's cue to mount the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Raised once the Toaster's live region is on the page, so a screen reader hears even the first
  // toast (a region that arrives with its text is not announced). Without the toast code the screen
  // still works; only the notice is missed.
  Promise.all([import("sonner"), toasterMounted])
    .then(([{ toast }]) => toast[kind](message, options))
    .catch(() => {});
}

let toasterReady: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/** Called by the root layout once the Toaster (and its live region) has mounted. */
export function markToasterMounted(): void {
  toasterReady();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
