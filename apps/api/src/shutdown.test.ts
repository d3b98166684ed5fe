import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./test/database.js";

const apiDir = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

type Outcome = { status: number; complete: boolean } | { error: string; midResponse: boolean };

/** One request on its own connection, so an accepted request is never confused with a reused socket. */
function request(port: number, pathname: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, complete: body.endsWith("}") }));
      res.on("error", (error) =>
        resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message, midResponse: true }),
      );
    });
    req.on("error", (error) =>
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message, midResponse: false }),
    );
  });
}

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("graceful shutdown", () => {
  it("answers every accepted request in full after SIGTERM, then exits cleanly", async () => {
    const port = await freePort();
    // On PostgreSQL the server gets its own database through DATABASE_URL; the suite's default is PGlite.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
    env.LOG_LEVEL = "warn";
    env.DEMO_DATA = "false";
    delete env.DATABASE_URL;
    if (testDatabaseUrl) env.DATABASE_URL = testDatabaseUrl;
    const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: apiDir, env, stdio: "pipe" });
    child = server;
    let output = "";
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));

    // Starting from source takes a while on a busy machine; give it a minute and a half.
    const startBy = Date.now() + 90_000;
    for (;;) {
      const probe = await request(port, "/api/health_checkes");
      if ("status" in probe && probe.status === 200) break;
      if (Date.now() > startBy) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Keep 16 clients busy, send SIGTERM while they are, and keep going until the port closes.
    const outcomes: Outcome[] = [];
    let signalled = false;
    const client = async () => {
      for (;;) {
        const outcome = await request(port, "/api/health_checkes");
        outcomes.push(outcome);
        if (!signalled && outcomes.length >= 200) {
          signalled = true;
          server.kill("SIGTERM");
        }
        if ("error" in outcome) return;
      }
    };
    await Promise.all(Array.from({ length: 16 }, client));
    const code = await exited;

    expect(code, output).toBe(0);
    const answered = outcomes.filter(
      (outcome): outcome is { status: number; complete: boolean } => "status" in outcome,
    );
    expect(answered.length).toBeGreaterThanOrEqual(200);
    // Every request the server took was answered in full: 200, or 503 once it was closing.
    for (const outcome of answered) {
      expect([200, 503]).toContain(outcome.status);
      expect(outcome.complete).toBe(true);
    }
    // A request that came after the close was turned away before any answer began (refused, or
    // reset from the accept queue); none was cut off midway.
    const failures = outcomes.filter((outcome): outcome is Extract<Outcome, { error: string }> => "error" in outcome);
    for (const failure of failures) {
      expect(failure.midResponse).toBe(false);
      expect(["ECONNREFUSED", "ECONNRESET"]).toContain(failure.error);
    }
  }, 150_000);
});
