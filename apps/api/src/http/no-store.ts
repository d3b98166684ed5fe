import type { FastifyInstance } from "fastify";

/**
 * JSON answers are not kept by browsers or proxies: a signed-in one always carries
 * `Cache-Control: no-store` (card codes, balances, the profile), and any other JSON answer gets it
 * unless its route chose its own caching. Files keep the caching their routes give them.
 */
export function noStoreForSignedIn(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.includes("json")) return payload;
    const signedIn = request.headers.token !== undefined || request.cookies?.session !== undefined;
    if (signedIn || reply.getHeader("cache-control") === undefined) reply.header("cache-control", "no-store");
    return payload;
  });
}
