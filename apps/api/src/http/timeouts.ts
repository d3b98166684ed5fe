import type { FastifyServerOptions } from "fastify";

/**
 * How long a client may take, so slow requests cannot hold connections open (a slow-loris body
 * that trickles in, headers that never end). `requestMs` bounds a whole request, upload included
 * (a 10 MB image on a slow mobile link needs most of a minute); headers get a few seconds and a
 * connection that goes quiet mid-request is dropped sooner.
 */
export function timeoutsFor(requestMs: number): Pick<FastifyServerOptions, "requestTimeout" | "connectionTimeout"> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: requestMs,
    connectionTimeout: Math.min(30_000, requestMs),
    http: {
      headersTimeout: Math.min(10_000, requestMs),
      // Node checks the two timeouts above on this beat (30 s by default, longer than short limits).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestMs / 4))),
    },
  };
}
