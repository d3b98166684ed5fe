/**
 * What a decoded QR code is, and so what the scanner does with it (spec section 2: "a decoded code
 * navigates the browser to its content"):
 * - `checkin`: a store's check-in code: an address of the check-in screen carrying the store's
 *   current token (`/home/shops/check-in?store_id=<id>&token=<token>`), so a phone's own camera app
 *   lands on the same screen; the scanner checks in here at once, whatever host the code names
 *   (only the store and token are sent, to this app's server, which checks the token);
 * - `inside`: another address of this app: opened here, without leaving;
 * - `outside`: an http or https address elsewhere: shown first, opened only when the member agrees;
 * - `text`: anything else (other schemes such as javascript: or intent:, plain words): shown, never
 *   followed.
 */
export type ScanResult =
  | { kind: "checkin"; storeId: string; token: string }
  | { kind: "inside"; path: string }
  | { kind: "outside"; url: string }
  | { kind: "text"; text: string };

export const checkInPath = "/home/shops/check-in";

/** The longest code read: a QR code holds at most about 4,300 characters, a URL needs far fewer. */
const maxLength = 2048;
const tokenPattern = /^[A-Za-z0-9._~-]{8,512}$/;
const storeIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The address a check-in code carries for a store's token (what the staff screen encodes). */
export function checkInUrl(origin: string, storeId: string, token: string): string {
  const url = new URL(checkInPath, origin);
  url.searchParams.set("store_id", storeId);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The store and token of a check-in address's query, or null when it is not a whole one. */
export function checkInParams(search: URLSearchParams): { storeId: string; token: string } | null {
  const storeId = search.get("store_id") ?? "";
  const token = search.get("token") ?? "";
  return storeIdPattern.test(storeId) && tokenPattern.test(token) ? { storeId, token } : null;
}

/** Reads a decoded code; `origin` is this app's (`window.location.origin`). */
export function classifyScan(raw: string, origin: string): ScanResult {
  const text = raw.trim().slice(0, maxLength);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "text", text };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "text", text };
  // Credentials in an address ("https://app@evil.example") are a classic disguise: never followed.
  if (url.username || url.password) return { kind: "text", text };
  if (url.pathname === checkInPath) {
    const params = checkInParams(url.searchParams);
    if (params) return { kind: "checkin", ...params };
  }
  if (url.origin === origin) return { kind: "inside", path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "outside", url: url.toString() };
}
