import { errorCodes, type ServiceName, serviceBases } from "@rewards/contracts";
import type { z } from "zod";
import { ApiError } from "./api-error";
import { readCookie } from "./cookies";
import { type ApiAnswer, requestScope } from "./request-scope";
import { ownTimeZone, readerTimeZone } from "./time-zone";

/**
 * The failure envelope, checked by hand rather than with zod: this module is on every page's
 * path (error reports use ApiError), and zod loads only with the screens that parse answers.
 */
function failureOf(json: unknown, httpStatus: number): ApiError | null {
  if (typeof json !== "object" || json === null) return null;
  const { status, code, message, field, data, error_message, retry_after } = json as Record<string, unknown>;
  if (status !== false || typeof message !== "string") return null;
  if (typeof code !== "string" && typeof code !== "number") return null;
  const extra = {
    ...(data !== undefined && { data }),
    ...(typeof error_message === "string" && { errorMessage: error_message }),
    ...(typeof retry_after === "number" && { retryAfterSeconds: retry_after }),
  };
  return new ApiError(httpStatus, code, message, typeof field === "string" ? field : undefined, extra);
}

/** Each back end's base comes from configuration, so a service can move to its own host later. */
const configuredBases: Record<ServiceName, string> = {
  main: import.meta.env.VITE_API_BASE ?? serviceBases.main,
  job: import.meta.env.VITE_JOB_API_BASE ?? serviceBases.job,
  shop: import.meta.env.VITE_SHOP_API_BASE ?? serviceBases.shop,
  chat: import.meta.env.VITE_CHAT_API_BASE ?? serviceBases.chat,
  admin: import.meta.env.VITE_ADMIN_API_BASE ?? serviceBases.admin,
};

/** The address of a path under a service's base. */
export function apiUrl(service: ServiceName, path: string): string {
  return `${configuredBases[service]}/${path.replace(/^\//, "")}`;
}

/** The spec's request headers: platform 3 (web), the time zone, the country, and `guest` on a visitor's GET. */
export function requestHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {
    platform: "3",
    // The server's own zone only when rendering for a browser that has not said its own yet.
    TimeZone: readerTimeZone() ?? ownTimeZone(),
    country: readCookie("country") ?? "indo",
  };
  if (method === "GET" && readCookie("loggedIn") !== "true") headers.guest = "true";
  return headers;
}

/**
 * Fired once per answer when the server says the session ended under the user: replaced by a
 * sign-in on another device (401 `signed_in_elsewhere`) or the account was suspended (401
 * `account_suspended`). The event's `detail` is the code; the app handles it in one place
 * (app/session-ended.ts).
 */
export const sessionEndedEvent = "rewards:session-ended";
const sessionEndingCodes: readonly unknown[] = [errorCodes.signedInElsewhere, errorCodes.accountSuspended];

/**
 * The error a failed answer stands for, announcing a session that ended under the user on the way
 * (`sessionEndedEvent`). Every call that reads an answer goes through it (`callApi`, uploads).
 */
export function answeredFailure(json: unknown, httpStatus: number, statusText: string): ApiError {
  const failure = failureOf(json, httpStatus);
  if (failure && sessionEndingCodes.includes(failure.code) && httpStatus === 401) {
    const scope = requestScope();
    if (scope) scope.sessionEnded();
    else window.dispatchEvent(new CustomEvent(sessionEndedEvent, { detail: failure.code }));
  }
  return failure ?? new ApiError(httpStatus, "unexpected_response", statusText || "Network Error");
}

/**
 * A JSON body, or a FormData one (file uploads), whose multipart content type the browser sets;
 * `headers` adds to the spec's (an `Idempotency-Key`, say).
 */
type CallOptions = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | null {
  if (body === undefined) return null;
  if (body instanceof FormData) return body;
  headers["content-type"] = "application/json";
  return JSON.stringify(body);
}

/**
 * One call to a back end, answered with the contract's reply type `T` (a schema's type:
 * `callApi<typeof homeAnswer>(...)`). The reply is taken as typed, not parsed again here: the
 * server writes every reply through a serializer compiled from that same schema, and leaving the
 * schemas out of the browser keeps zod off every screen that has no form (docs/decisions.md).
 */
export async function callApi<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  options: CallOptions = {},
): Promise<z.output<T>> {
  const method = options.method ?? "GET";
  const headers = { ...requestHeaders(method), ...options.headers };
  const body = encodeBody(options.body, headers);
  let response: ApiAnswer;
  try {
    // On the server, the request being rendered reaches the API in process (lib/request-scope.ts).
    const send = requestScope()?.fetch ?? fetch;
    response = await send(apiUrl(service, path), {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal ?? null,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network Error");
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw answeredFailure(json, response.status, response.statusText);
  // A success always has a body; one without (a proxy's empty page, say) is not the contract's.
  if (json === null || typeof json !== "object") {
    throw new ApiError(response.status, "unexpected_response", "Unexpected answer from the server");
  }
  return json as z.output<T>;
}
