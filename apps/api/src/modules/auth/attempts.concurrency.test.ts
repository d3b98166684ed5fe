import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, goodPassword, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { consumeCode, issueCode, oneTimeCodes } from "../codes/index.js";
import { sessions, signInAttempts } from "./tables.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("counters under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      remoteAddress: ip,
      payload: { user: { email, password } },
    });

  it("lets no more than five of twelve parallel wrong passwords be checked", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(user.email, `guess ${i}`, ip)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const [row] = await t.database.db.select().from(signInAttempts).where(eq(signInAttempts.email, user.email));
    expect(row?.attempts).toBe(5);
    expect(row?.lockedUntil).not.toBeNull();
  });

  it("leaves exactly one live session after twenty parallel sign-ins", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(user.email, goodPassword, freshIp())));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it("compares a code at most five times, even when twelve guesses arrive at once", async () => {
    const user = await createTestUser(t.database.db);
    const issued = await issueCode(t.database.db, { userId: user.id, purpose: "email_confirm", subject: user.email });
    const guess = { userId: user.id, purpose: "email_confirm" as const, subject: user.email };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeCode(t.database.db, { ...guess, code: wrongCode(issued.code) })),
    );
    expect(results.every((ok) => !ok)).toBe(true);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, issued.id));
    expect(row?.wrongTries).toBe(5);
    expect(await consumeCode(t.database.db, { ...guess, code: issued.code })).toBe(false);
  });

  it("lets one of many parallel uses of the right code succeed", async () => {
    const user = await createTestUser(t.database.db);
    const issued = await issueCode(t.database.db, { userId: user.id, purpose: "email_confirm", subject: user.email });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        consumeCode(t.database.db, {
          userId: user.id,
          purpose: "email_confirm",
          subject: user.email,
          code: issued.code,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
