import { useCallback, useSyncExternalStore } from "react";
import {
  askDeviceLocation,
  type CityId,
  cityLocation,
  type ShopLocation,
  savedLocation,
  saveLocation,
} from "../../../shared/stores";

/**
 * The member's shop location, shared by every shop screen of the page: the explore screen asks for
 * it, the lists and the search read it. `asking` while the browser's prompt is open; `refused` when
 * the browser said no (or has no location), which brings up the city picker.
 */
type State = { location: ShopLocation | null; status: "idle" | "asking" | "refused" | "picking" };

let state: State = { location: null, status: "idle" };
let loaded = false;
const listeners = new Set<() => void>();

function current(): State {
  if (!loaded && typeof window !== "undefined") {
    loaded = true;
    state = { location: savedLocation(), status: "idle" };
  }
  return state;
}

function update(next: State) {
  state = next;
  if (next.location) saveLocation(next.location);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const serverState: State = { location: null, status: "idle" };

export function useShopLocation() {
  const { location, status } = useSyncExternalStore(subscribe, current, () => serverState);
  const askDevice = useCallback(() => {
    update({ location: current().location, status: "asking" });
    askDeviceLocation().then(
      (found) => update({ location: found, status: "idle" }),
      () => update({ location: current().location, status: "refused" }),
    );
  }, []);
  const chooseCity = useCallback((city: CityId) => update({ location: cityLocation(city), status: "idle" }), []);
  /** Opens the city picker again to change a choice already made. */
  const change = useCallback(() => update({ location: current().location, status: "picking" }), []);
  return { location, status, askDevice, chooseCity, change };
}
