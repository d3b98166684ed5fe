import { int } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MovableClock } from "../lib/clock.js";
import { ok } from "./reply.js";

const advanceBody = z.object({ advance_seconds: int({ min: 1, max: 24 * 60 * 60 }) }).strict();

/**
 * `POST /dev/clock {advance_seconds}`: moves the server's clock ahead, so a browser test sees a
 * code's resend minute pass without waiting a minute. It moves only forward and only the clock in
 * the service deps (codes), and, like the dev mailbox, it exists only outside production.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  app.post("/dev/clock", { schema: { hide: true, body: advanceBody } }, async (request, reply) => {
    clock.advance(request.body.advance_seconds * 1000);
    return reply.header("cache-control", "no-store").send(ok({ now: clock.now().toISOString() }));
  });
};
