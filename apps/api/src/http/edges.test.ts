import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";
import { createSignedInUser } from "../test/factories.js";

/**
 * What a client can send before any route looks at it, over a real socket: Node's HTTP parser and
 * Fastify's router refuse it, and the answer is still the envelope, without the path echoed back.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: "1000" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

type RawAnswer = { status: number; headers: string; body: string; elapsedMs: number };

/** Writes `parts` on a socket (with `pauseMs` between them) and reads until the server closes it. */
function raw(parts: string[], pauseMs = 0): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let out = "";
    const socket = net.connect(port, "127.0.0.1", async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        socket.write(part);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
    socket.on("data", (chunk) => {
      out += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head = "", body = ""] = out.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1] ?? 0), headers: head, body, elapsedMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`no close after 8 s: ${out}`)), 8_000);
  });
}

const get = (path: string, extra = "") => raw([`GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`]);

describe("refusals before any route", () => {
  it("answers an over-long path segment with 414 in the envelope, without echoing it", async () => {
    const secret = `secret-${"a".repeat(300)}`;
    const answer = await get(`/api/surveys/${secret}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({
      status: false,
      message: "This address is too long.",
      code: "uri_too_long",
    });
    expect(answer.body).not.toContain("secret");
  });

  it("answers a malformed path with 400 in the envelope, without echoing it", async () => {
    const answer = await get("/api/surveys/%E0%A4%Asecret");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: "bad_request" });
    expect(answer.body).not.toContain("secret");
  });

  it("answers headers that are too large with 431 in the envelope", async () => {
    const answer = await get("/api/health_checkes", `X-Big: ${"b".repeat(20_000)}\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: "headers_too_large" });
  });

  it("answers a request line the parser cannot read with 400 in the envelope", async () => {
    const answer = await raw(["BREW /api/users HTTP/1.1\r\nHost: x\r\n\r\n"]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: "bad_request" });
  });

  it("answers a body whose length is not a number with 400 in the envelope", async () => {
    const answer = await raw([
      "POST /api/users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: "bad_request" });
  });
});

describe("slow clients", () => {
  it("drops a body that never arrives in full, within the request timeout", async () => {
    const answer = await raw([
      "POST /api/users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    ]);
    expect(answer.elapsedMs).toBeLessThan(6_000);
    if (answer.status !== 0) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: "request_timeout" });
    }
  });

  it("drops headers that trickle in slower than the timeout allows", async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `X-Slow-${i}: 1\r\n`);
    const answer = await raw(["GET /api/health_checkes HTTP/1.1\r\nHost: x\r\n", ...lines, "\r\n"], 400);
    expect(answer.elapsedMs).toBeLessThan(6_000);
    expect(answer.status === 0 || answer.status === 408).toBe(true);
  });
});

describe("caching of JSON answers", () => {
  it("sends Cache-Control: no-store with every signed-in answer", async () => {
    const { token } = await createSignedInUser(t.database.db);
    for (const url of ["/api/profile", "/api/point_histories/summary", "/api/setting"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { token } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends no-store with failures too, and leaves files their own caching", async () => {
    const failed = await t.app.inject({ method: "GET", url: "/api/profile", headers: { token: "nope" } });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers["cache-control"]).toBe("no-store");
  });
});
