import pino from "pino";
import { ConfigError, loadConfig, loadDotEnv } from "./config/env.js";
import { loggerOptions } from "./http/logging.js";
import { jobDefinitions } from "./jobs/registry.js";
import { serveWorkerMetrics } from "./metrics/index.js";
import { startRuntime } from "./runtime.js";

/**
 * `npm run worker`: runs the background jobs in a process of their own, so the API processes can
 * set RUN_WORKERS=false. It needs a PostgreSQL server: the embedded database belongs to one process.
 */
let config: ReturnType<typeof loadConfig>;
try {
  loadDotEnv();
  config = { ...loadConfig(), RUN_WORKERS: true };
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (!config.DATABASE_URL) {
  console.error(
    "DATABASE_URL: the worker process needs a PostgreSQL server (postgres://...). With the embedded database the server runs the workers itself.",
  );
  process.exit(1);
}

const log = pino(loggerOptions(config.LOG_LEVEL));
const runtime = await startRuntime({ ...config, demoData: false }, log, { jobs: true });
const metrics = config.WORKER_METRICS_PORT
  ? await serveWorkerMetrics(config, runtime.database.db, config.WORKER_METRICS_PORT)
  : null;
log.info({ jobs: jobDefinitions.map((job) => job.name), metrics_port: config.WORKER_METRICS_PORT }, "worker started");

async function shutdown() {
  metrics?.close();
  await runtime.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
