import { spawn } from "node:child_process";
import fs, { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Start-up of the API as production runs it (`node apps/api/dist/main.js`, after `npm run build`) next
 * to the TypeScript entry under tsx: milliseconds from spawn to the first healthy answer, and the
 * process's resident memory then. Each starts on a fresh embedded database with the demo data, so
 * migrating and seeding are part of the time.
 */
const apiDir = path.resolve(import.meta.dirname, "../apps/api");
const compiled = path.join(apiDir, "dist", "main.js");
if (!fs.existsSync(compiled)) {
  console.error("No compiled API in apps/api/dist: run `npm run build` first.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident memory in MB, from the kernel's view of the process. */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startOnce(name, args) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rewards-start-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}.`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health_checkes`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (performance.now() - started > 120_000) throw new Error(`${name} did not answer within 2 minutes.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { name, ms: performance.now() - started, mb: residentMb(child.pid) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [
  await startOnce("compiled (npm start)", ["--enable-source-maps", "dist/main.js"]),
  await startOnce("TypeScript under tsx", ["--import", "tsx", "src/main.ts"]),
];
console.log("API start-up: spawn to first healthy answer, fresh embedded database with the demo data");
for (const { name, ms, mb } of rows) {
  console.log(
    `${name.padEnd(24)}  ${`${ms.toFixed(0)} ms`.padStart(9)}  ${`${mb.toFixed(1)} MB resident`.padStart(17)}`,
  );
}
