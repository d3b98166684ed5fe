import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wrongCode } from "../../test/accounts.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { consumeCode, issueCode } from "./service.js";
import { oneTimeCodes } from "./tables.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

async function issued(purpose: "email_confirm" | "phone_confirm" = "email_confirm", subject = "a@example.com") {
  const user = await createTestUser(database.db);
  const code = await issueCode(database.db, { userId: user.id, purpose, subject });
  return {
    user,
    ...code,
    check: (c: string, at?: Date, s = subject) =>
      consumeCode(database.db, { userId: user.id, purpose, subject: s, code: c }, at),
  };
}

describe("one-time codes", () => {
  it("are six digits, stored only as a hash, and work once", async () => {
    const { id, code, check } = await issued();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    expect(row?.codeHash).not.toContain(code);
    expect(await check(code)).toBe(true);
    expect(await check(code)).toBe(false);
  });

  it("expire after ten minutes", async () => {
    const { code, check } = await issued();
    expect(await check(code, minutes(10.01))).toBe(false);
    expect(await check(code, minutes(9.9))).toBe(true);
  });

  it("stop working after five wrong tries, even for the right code", async () => {
    const { code, check } = await issued();
    for (let i = 0; i < 5; i++) expect(await check(wrongCode(code))).toBe(false);
    expect(await check(code)).toBe(false);
  });

  it("are bound to what they confirm and replaced by a newer code", async () => {
    const first = await issued("phone_confirm", "+62811");
    expect(await first.check(first.code, undefined, "+62999")).toBe(false);
    const second = await issueCode(database.db, { userId: first.user.id, purpose: "phone_confirm", subject: "+62811" });
    if (second.code !== first.code) expect(await first.check(first.code)).toBe(false);
    expect(await first.check(second.code)).toBe(true);
  });

  it("cannot be used twice by two simultaneous checks", async () => {
    const { code, check } = await issued();
    const results = await Promise.all([check(code), check(code), check(code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
