import { useCallback, useSyncExternalStore } from "react";

export type Place = { lat: number; lng: number };
type State = { place: Place | null; status: "idle" | "asking" | "refused" };

const storageKey = "jobs.place";
let state: State | null = null;
const listeners = new Set<() => void>();

function saved(): Place | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as Place | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
  } catch {
    return null;
  }
}

function current(): State {
  state ??= { place: typeof window === "undefined" ? null : saved(), status: "idle" };
  return state;
}

function update(next: State) {
  state = next;
  if (next.place) sessionStorage.setItem(storageKey, JSON.stringify(next.place));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: State = { place: null, status: "idle" };

/**
 * The worker's place, for onsite jobs' distances and 'near me'. Asked only when the worker asks
 * for it (the browser's prompt is not shown on arrival), then kept for the visit.
 */
export function usePlace() {
  const { place, status } = useSyncExternalStore(subscribe, current, () => serverState);
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      update({ place: current().place, status: "refused" });
      return;
    }
    update({ place: current().place, status: "asking" });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        update({ place: { lat: position.coords.latitude, lng: position.coords.longitude }, status: "idle" }),
      () => update({ place: current().place, status: "refused" }),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  }, []);
  return { place, status, locate };
}
