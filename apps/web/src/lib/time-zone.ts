import { readCookie, writeCookie } from "./cookies";
import { requestScope } from "./request-scope";

/** The cookie the browser leaves its time zone in, for the screens the server renders. */
const cookieName = "tz";
const zoneName = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

let browserZone: string | undefined;
let serverZone: string | undefined;
/** Zones already found good: making a date format to check one is dear, and the server asks per call. */
const knownZones = new Set<string>();

/** Whether `zone` is a time zone this runtime knows (a cookie is the reader's to change). */
function known(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!zoneName.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    return false;
  }
  // The names a runtime knows are a few hundred; the bound only guards against a flood of aliases.
  if (knownZones.size < 1_000) knownZones.add(zone);
  return true;
}

/** This runtime's own time zone, asked once: the server's, for a request whose browser has not said its own. */
export function ownTimeZone(): string {
  serverZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return serverZone;
}

/**
 * The reader's time zone (an IANA name). In the browser its own, asked once a page (making a date
 * format is dear on a phone); on the server, rendering for a request, the one that request's
 * browser left in the `tz` cookie, or undefined (the server's own) before it has.
 */
export function readerTimeZone(): string | undefined {
  if (requestScope()) {
    const zone = readCookie(cookieName);
    return zone && known(zone) ? zone : undefined;
  }
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/**
 * Leaves the browser's time zone where the server finds it, so a screen rendered there counts
 * "today" and writes dates as the browser will when it takes the page over.
 */
export function rememberTimeZone(): void {
  const zone = readerTimeZone();
  if (zone && readCookie(cookieName) !== zone) writeCookie(cookieName, zone, 365 * 24 * 3600);
}

/**
 * Whether the server rendered the page (`#root[data-time-zone]`) counting days in another zone
 * than this browser's: before the browser had left its own (a first visit, a sign-in before the
 * app arrived) or since it moved. Its "today" (a check-in, a week's end) may not be this one's.
 */
export function renderedInAnotherZone(root: HTMLElement): boolean {
  const rendered = root.dataset.timeZone;
  return rendered !== undefined && rendered !== readerTimeZone();
}
