import { clientErrorLimits, clientErrorReportInput, okEnvelope } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { ok } from "../../http/reply.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { displayName } from "../users/index.js";
import { recordClientError } from "./service.js";

const reportsPerMinutePerIp = 30;

const reply = okEnvelope(z.object({ stored: z.boolean() }));

/**
 * `POST /api/logs`: the web app reports an error it ran into. The answer is always a success:
 * a client reporting its own failure must never be handed a second one. Whether the report was
 * kept (not rate-limited, well-formed, stored) is in `data.stored`.
 */
export const logRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimiter: RateLimiter }> = async (
  app,
  { db, rateLimiter },
) => {
  // navigator.sendBeacon posts text/plain; accept it as well as JSON.
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post(
    "/logs",
    {
      bodyLimit: clientErrorLimits.bodyBytes,
      // sendBeacon cannot set `platform`: such a report is kept, but not as the signed-in member's.
      config: { cookieIgnoredCrossSite: true },
      schema: {
        summary: "Store a client error report",
        tags: ["logs"],
        body: clientErrorReportInput,
        response: { 202: reply },
      },
    },
    async (request, replyTo) => {
      const accepted = (stored: boolean) => replyTo.status(202).send(ok({ stored }));
      const decision = await rateLimiter
        .hit(`logs:ip:${request.ip}`, reportsPerMinutePerIp, 60_000)
        .catch(() => ({ allowed: true }));
      if (!decision.allowed) return accepted(false);
      const report = request.body;
      if (!report) return accepted(false);
      try {
        const user = await request.currentUser();
        await recordClientError(db, report, {
          userId: user?.id ?? null,
          userName: user ? displayName(user) : null,
          userEmail: user?.email ?? null,
          requestId: request.id,
          userAgent: request.headers["user-agent"] ?? null,
        });
        return accepted(true);
      } catch (error) {
        request.log.warn({ err: error }, "could not store a client error report");
        return accepted(false);
      }
    },
  );
};
