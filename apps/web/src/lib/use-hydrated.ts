import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders the prerendered HTML (on the build server and while hydrating it), true
 * after: what depends on this device alone (its platform, its storage) renders only then, so the
 * first render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
