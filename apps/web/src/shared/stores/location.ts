/** Where the member looks for shops: the device's position, or a city they picked instead. */
export type ShopLocation =
  | { lat: number; lng: number; source: "device" }
  | { lat: number; lng: number; source: CityId };

/** The fallback cities when the browser's location is refused or unavailable (the demo markets). */
export const cities = {
  jakarta: { lat: -6.2088, lng: 106.8456 },
  bandung: { lat: -6.9175, lng: 107.6191 },
  hanoi: { lat: 21.0278, lng: 105.8342 },
  hcmc: { lat: 10.7769, lng: 106.7009 },
} as const;
export type CityId = keyof typeof cities;
export const cityIds = Object.keys(cities) as CityId[];

// The choice lasts the browser session (spec: remembered for the session), not longer: a member
// who travels should be asked again another day.
const storageKey = "shopLocation";

const isCity = (value: unknown): value is CityId => typeof value === "string" && value in cities;

export function savedLocation(): ShopLocation | null {
  // On the server there is no session storage: asking for it would throw, which costs a page.
  if (typeof sessionStorage === "undefined") return null;
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ShopLocation>;
    if (typeof value.lat !== "number" || typeof value.lng !== "number") return null;
    if (value.source === "device") return { lat: value.lat, lng: value.lng, source: "device" };
    if (isCity(value.source)) return { lat: value.lat, lng: value.lng, source: value.source };
    return null;
  } catch {
    return null;
  }
}

export function saveLocation(location: ShopLocation): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(location));
  } catch {
    // Private modes may refuse storage: the choice then lasts this page only.
  }
}

export function cityLocation(city: CityId): ShopLocation {
  return { ...cities[city], source: city };
}

/** Asks the browser for its position; refused, unavailable and too slow all end in the city picker. */
export function askDeviceLocation(): Promise<ShopLocation> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("unavailable"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude, source: "device" }),
      reject,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}
