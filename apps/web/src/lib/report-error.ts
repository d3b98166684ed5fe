import { apiUrl, requestHeaders } from "./api";
import { ApiError } from "./api-error";

/** Statuses the spec does not report: a lost session, and gateway failures the server already sees. */
const unreported = new Set([401, 502, 504]);
/** One page never sends more than this many reports, so a render loop cannot flood the server. */
const maxReportsPerPage = 20;

let sent = 0;
const seen = new Set<string>();

export function shouldReport(error: unknown): boolean {
  if (error instanceof ApiError) return error.status !== 0 && !unreported.has(error.status);
  if (
    error instanceof Error &&
    /^(Failed to fetch|NetworkError|Network request failed|Load failed)/.test(error.message)
  ) {
    return false;
  }
  return true;
}

/** Sends an error report to `POST /api/logs`; a failed report is ignored. */
export function reportError(error: unknown, note?: string): void {
  if (!shouldReport(error) || sent >= maxReportsPerPage) return;
  const failure = error instanceof Error ? error : new Error(String(error));
  const fingerprint = `${failure.name}:${failure.message}`;
  if (seen.has(fingerprint)) return;
  seen.add(fingerprint);
  sent += 1;
  const report = {
    name: failure.name,
    message: failure.message,
    stack: failure.stack,
    href: window.location.href,
    note: note ?? (error instanceof ApiError ? `status ${error.status}, code ${error.code}` : undefined),
  };
  fetch(apiUrl("main", "logs"), {
    method: "POST",
    headers: { ...requestHeaders("POST"), "content-type": "application/json" },
    body: JSON.stringify(report),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {});
}
