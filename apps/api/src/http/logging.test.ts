import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { loggerOptions, serializeError } from "./logging.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A logger with the server's options that keeps what it writes. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions("info"), sink), text: () => lines.join("") };
}

describe("log lines carry no secrets", () => {
  it("logs a failed query's SQL but never its parameters", async () => {
    const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secret-hash-value";
    const error = await database.db
      .execute(sql`select ${secretHash}::uuid, ${"4111111111111111"}::text`)
      .catch((caught: unknown) => caught);
    const { log, text } = capturingLogger();
    log.error({ err: error }, "request failed");
    expect(text()).not.toContain("secret-hash-value");
    expect(text()).not.toContain("4111111111111111");
    expect(text()).toContain("select");
    expect(JSON.stringify(serializeError(error))).toContain("22P02");
  });

  it("blanks passwords, tokens, codes and account numbers wherever a log call puts them", () => {
    const { log, text } = capturingLogger();
    log.info(
      {
        password: "hunter2-top",
        body: { user: { password: "p4ss-word-1", current_password: "old-pass-1" }, account_number: "99887766" },
        headers: { token: "tok-abc-123", cookie: "session=sess-xyz" },
        otp: "123456",
      },
      "something happened",
    );
    for (const secret of [
      "hunter2-top",
      "p4ss-word-1",
      "old-pass-1",
      "99887766",
      "tok-abc-123",
      "sess-xyz",
      "123456",
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain("[redacted]");
  });

  it("logs a request's path without its query string", () => {
    const { log, text } = capturingLogger();
    const request = { method: "GET", url: "/dev/mailbox?to=someone@example.com", ip: "10.0.0.1" };
    log.info({ req: request }, "incoming request");
    expect(text()).toContain("/dev/mailbox");
    expect(text()).not.toContain("someone@example.com");
  });
});
