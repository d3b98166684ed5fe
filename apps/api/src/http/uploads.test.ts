import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "../lib/rate-limiter.js";
import { uploadGuard } from "./uploads.js";

/** A bare app with the guard and a stand-in for the auth plugin (nobody is signed in). */
async function appWith(routes: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  const fakeAuth = async (scope: ReturnType<typeof Fastify>) => {
    scope.decorateRequest("currentUser", async () => null);
  };
  await app.register(fp(fakeAuth, { name: "auth" }));
  await app.register(uploadGuard, { rateLimiter: memoryRateLimiter() });
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    await routes(scope as never);
  });
  return app;
}

describe("the upload guard", () => {
  it("stops the server at start when a route takes uploads without a limit", async () => {
    const app = await appWith(async (scope) => {
      scope.post("/upload", async () => ({ ok: true }));
    }).catch((error: Error) => error);
    const started =
      app instanceof Error
        ? app
        : await app.ready().then(
            () => null,
            (error: Error) => error,
          );
    expect(started).toBeInstanceOf(Error);
    expect(String(started)).toMatch(/POST \/upload accepts uploads but declares no upload limit/);
  });

  it("counts a declared route's requests per address when signed out, before the body is read", async () => {
    const app = await appWith(async (scope) => {
      scope.post("/upload", { config: { upload: { limit: 2, windowMs: 60_000 } } }, async () => ({ ok: true }));
    });
    const send = () => app.inject({ method: "POST", url: "/upload", payload: {}, remoteAddress: "10.1.1.1" });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
