import { createServer, type Server } from "node:http";
import type { Config } from "../config/env.js";
import type { Db } from "../db/client.js";
import { bearerMatches } from "./bearer.js";
import { collectSharedFigures } from "./database.js";
import { metricsRegistry } from "./registry.js";

/**
 * The worker's own metrics (`WORKER_METRICS_PORT`): it sends the emails and pushes, so its
 * delivery counters live in its process. `GET /metrics`, with the bearer token when `METRICS_TOKEN` is set.
 */
export async function serveWorkerMetrics(config: Config, db: Db, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") return void response.writeHead(404).end();
    if (config.METRICS_TOKEN && !bearerMatches(request.headers.authorization, config.METRICS_TOKEN)) {
      return void response.writeHead(401).end();
    }
    collectSharedFigures(db)
      .then(() => metricsRegistry.metrics())
      .then((text) => response.writeHead(200, { "content-type": metricsRegistry.contentType }).end(text))
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, config.HOST, resolve));
  return server;
}
