import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { trustProxyOption } from "./config/trust-proxy.js";
import { contentSecurityDirectives, openerPolicy } from "./http/content-security.js";
import { devClockRoutes } from "./http/dev-clock.js";
import { clientErrorHandler, frameworkErrors, installErrorHandler } from "./http/error-handler.js";
import { installHttpsSite } from "./http/https-site.js";
import { strictJsonBodies } from "./http/json-body.js";
import { loggerOptions } from "./http/logging.js";
import { noStoreForSignedIn } from "./http/no-store.js";
import { openApiTransform } from "./http/openapi.js";
import { requireRole } from "./http/require-role.js";
import { responseSerializerCompiler } from "./http/response-serializer.js";
import { recordRoutes } from "./http/route-catalog.js";
import { installSecurityHeaders } from "./http/security-headers.js";
import { timeoutsFor } from "./http/timeouts.js";
import { uploadGuard } from "./http/uploads.js";
import { serveWebApp } from "./http/web-app.js";
import { type Clock, type MovableClock, movableClock, systemClock } from "./lib/clock.js";
import type { FileStorage } from "./lib/file-storage.js";
import { type RequestScope, runInScope } from "./lib/request-scope.js";
import { storageFor } from "./lib/storage-for.js";
import { countRequests, metricsRoutes } from "./metrics/index.js";
import { authPlugin, formTokens, pageForms, plainFormRoutes } from "./modules/auth/index.js";
import { fileLinkSecret, fileLinks } from "./modules/files/index.js";
import { devMailboxRoutes } from "./modules/messaging/index.js";
import { deliverPendingNotifications, queueDelivery } from "./modules/notifications/index.js";
import { setupFormRoutes } from "./modules/profile/index.js";
import { type AppState, bindAppState } from "./services/app-state.js";
import { type ServiceDeps, serviceBases, services } from "./services/index.js";

declare module "fastify" {
  interface FastifyRequest {
    scope: RequestScope | null;
  }
  interface FastifyInstance {
    /** This app's clock for codes (`ServiceDeps.clock`); movable outside production. */
    clock: Clock;
    /** This app's activity stream and settings cache (`services/app-state.ts`): its own, never the process's. */
    state: Omit<AppState, "db">;
  }
}

export type AppOptions = Omit<ServiceDeps, "storage" | "fileLinks" | "clock"> & {
  storage?: FileStorage;
  /** Outside production the app's own movable clock (`POST /dev/clock`) unless one is given. */
  clock?: Clock;
  /** The process's logger; `false` silences the server (tests). */
  logger?: FastifyBaseLogger | false;
};

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(appOptions: AppOptions): Promise<FastifyInstance> {
  const { config } = appOptions;
  // Every handle below is the app's own: its transactions run this app's consumers, its reads use this app's cache.
  const state = bindAppState(appOptions.db);
  const options = { ...appOptions, db: state.db };
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : options.logger
        ? { loggerInstance: options.logger }
        : { logger: loggerOptions(config.LOG_LEVEL) }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...timeoutsFor(config.REQUEST_TIMEOUT_MS),
    frameworkErrors,
    clientErrorHandler,
    // Keep a caller's request id (a proxy's, say) when it is sane; make one otherwise.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Each request runs in a scope of its own (its id for the jobs it queues, its delivery cue).
  app.decorateRequest("scope", null);
  app.addHook("onRequest", (request, reply, done) => {
    if (!requestIdPattern.test(request.id)) request.id = randomUUID();
    reply.header("x-request-id", request.id);
    request.scope = { requestId: request.id, deliveryDue: false };
    runInScope(request.scope, done);
  });
  // A body arrives through the socket's own events, outside the scope: enter it again for the handler.
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.scope) runInScope(request.scope, done);
    else done();
  });

  installHttpsSite(app, config.PUBLIC_URL);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandler(app);
  strictJsonBodies(app);
  recordRoutes(app);
  countRequests(app);
  noStoreForSignedIn(app);

  // A request that notified someone has committed by the time its answer is sent: the delivery
  // job goes now (without a queue, as in tests and tools, delivery runs here). The cue is the
  // request's own, so a neighbouring request never takes it; a lost one waits for the minutely sweep.
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!request.scope?.deliveryDue) return payload;
    request.scope.deliveryDue = false;
    const deps = { db: options.db, config, jobs: options.jobs };
    const run = options.jobs ? queueDelivery(options.jobs) : deliverPendingNotifications(deps);
    await run.catch((error: unknown) => request.log.warn({ err: error }, "notification delivery not queued"));
    return payload;
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    crossOriginOpenerPolicy: { policy: openerPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Framing is refused outright, as the policy's `frame-ancestors 'none'` says to newer browsers.
    xFrameOptions: { action: "deny" },
    // Sent by `installHttpsSite`, and only over https.
    strictTransportSecurity: false,
  });
  // JSON answers above a kilobyte go out compressed; brotli at a middle quality costs little per reply.
  // Files and pages set their own encoding (compressed at build), which this plugin leaves alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { db: options.db, rateLimiter: options.rateLimiter });
  await app.register(uploadGuard, { rateLimiter: options.rateLimiter });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Rewards API", version: "1.0.0", description: "Every service of the product, one base each." },
      components: {
        securitySchemes: {
          token: { type: "apiKey", in: "header", name: "token" },
          metricsToken: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: openApiTransform,
  });

  const storage = options.storage ?? storageFor(config);
  const devClock: MovableClock | null = config.NODE_ENV === "production" || options.clock ? null : movableClock();
  const clock = options.clock ?? devClock ?? systemClock;
  app.decorate("clock", clock);
  app.decorate("state", { activity: state.activity, settings: state.settings });
  const deps: ServiceDeps = {
    config,
    db: options.db,
    rateLimiter: options.rateLimiter,
    jobs: options.jobs,
    storage,
    fileLinks: fileLinks(storage, fileLinkSecret(options.db, config)),
    clock,
  };
  for (const [name, service] of Object.entries(services)) {
    await app.register(service, { ...deps, prefix: serviceBases[name as keyof typeof serviceBases] });
  }

  await app.register(metricsRoutes, { config, db: options.db, prefix: "/api" });

  // Codes land here when no SMTP server or SMS gateway is configured; never in production.
  if (config.NODE_ENV !== "production") await app.register(devMailboxRoutes, { db: options.db });
  // Browser tests move it past a code's resend minute instead of waiting; never in production.
  if (devClock) await app.register(devClockRoutes, { clock: devClock });

  // Outside production the API's documentation is public; in production only admins read it.
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    ...(config.NODE_ENV === "production" && {
      uiHooks: {
        onRequest: async (request) => {
          await requireRole(request, "admin");
        },
      },
    }),
  });
  // The account pages' plain forms (and the setup's code steps) post to the site's own addresses, beside the web app.
  const tokens = formTokens(options.db);
  await app.register(plainFormRoutes, { ...deps, tokens });
  await app.register(setupFormRoutes, { ...deps, tokens });
  await serveWebApp(app, config.webDistDir, config.PUBLIC_URL, pageForms(tokens));
  return app;
}
