import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { type ErrorEnvelope, errorCodes, isWebRoute } from "@rewards/contracts";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Files come from `dist`; any other GET renders index.html, with
 * HTTP 200 when the path is one of the web app's routes and 404 when it is not, so the app's
 * not-found page arrives with a real 404. Unknown `/api/...` paths answer the JSON envelope.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasWebApp = fs.existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset's name, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage || !hasWebApp) {
      const body: ErrorEnvelope = { status: false, message: "Not found", code: errorCodes.notFound };
      return reply.status(404).send(body);
    }
    return reply
      .status(isWebRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile("index.html");
  });
}
