import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, goodPassword, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { consumeCode, issueCode, oneTimeCodes } from "../codes/index.js";
import { sessions, signInAttempts, signInPressure } from "./tables.js";

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

  it("counts every checked wrong password from many addresses towards the email's pressure, refused ones not", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const addresses = Array.from({ length: 6 }, () => freshIp());
    const answers = await Promise.all(
      addresses.flatMap((ip) => Array.from({ length: 7 }, (_, i) => signIn(user.email, `guess ${i}`, ip))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    const [pressure] = await t.database.db.select().from(signInPressure).where(eq(signInPressure.email, user.email));
    expect(pressure?.failures).toBe(30);
  });

  it("under pressure lets one of six parallel guesses from a new address through, and the owner signs in", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    await t.database.db.insert(signInPressure).values({ email: user.email, failures: 50, windowStartedAt: new Date() });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(user.email, `guess ${i}`, ip)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429]);
    const [row] = await t.database.db.select().from(signInAttempts).where(eq(signInAttempts.email, user.email));
    expect(row?.lockedUntil).not.toBeNull();
    expect((await signIn(user.email, goodPassword, freshIp())).statusCode).toBe(200);
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
