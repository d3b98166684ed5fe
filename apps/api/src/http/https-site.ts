import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the site's address (`PUBLIC_URL`) is https: its visitors arrive over TLS, wherever it ends. */
    httpsSite: boolean;
  }
}

/**
 * Whether a request reached the site over https: it came to this server over TLS (or a trusted
 * proxy says so, `TRUST_PROXY`), or the site's own address is https, in which case a proxy that is
 * not trusted ended the TLS. Cookies are `Secure` then, whatever `TRUST_PROXY` says.
 */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === "https" || request.server.httpsSite;
}

const hsts = "max-age=31536000; includeSubDomains";

/**
 * Strict-Transport-Security only on answers that went out over https: over plain http browsers
 * ignore it, and a scanner rightly reports a site that sends it there as confused about its address.
 */
export function installHttpsSite(app: FastifyInstance, publicUrl: string): void {
  app.decorate("httpsSite", new URL(publicUrl).protocol === "https:");
  app.addHook("onRequest", async (request, reply) => {
    if (overHttps(request)) reply.header("strict-transport-security", hsts);
  });
}
