import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { apiRoot } from "../lib/api-root.js";

/** One server or worker process started from the TypeScript sources, as `npm run dev`/`worker` do. */
export type Started = { name: string; port: number | null; output: () => string; stop(): Promise<void> };

export function startProcess(
  name: string,
  entry: "main" | "worker",
  env: Record<string, string>,
  port: number | null = null,
): Started {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(apiRoot, "src", `${entry}.ts`)], {
    cwd: apiRoot,
    env: { ...process.env, ...env, ...(port ? { PORT: String(port) } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  return {
    name,
    port,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Waits for a server's health check to answer 200; says what the process printed when it never does. */
export async function waitHealthy(server: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health_checkes`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} never became healthy:\n${server.output().slice(-3000)}`);
}

export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
