import pino from "pino";
import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "./config/env.js";
import { loggerOptions } from "./http/logging.js";
import { startRuntime } from "./runtime.js";

function readConfig(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const log = pino(loggerOptions(config.LOG_LEVEL));
const runtime = await startRuntime(config, log, { jobs: true });
const app = await buildApp({
  config,
  db: runtime.database.db,
  jobs: runtime.jobs,
  rateLimiter: runtime.rateLimiter,
  logger: log,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    log.error("shutdown took too long; exiting");
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stop accepting, let in-flight requests finish, then jobs, then the database.
  await app.close();
  await runtime.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

const address = await app.listen({ port: config.PORT, host: config.HOST });
log.info({ address, database: runtime.database.kind }, "serving");
