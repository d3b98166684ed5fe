import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { enterMemberDay } from "./service.js";

// Real concurrency needs separate connections: PGlite has one, so this runs on PostgreSQL only.
describe.skipIf(!onPostgres)("the member's day under concurrency (PostgreSQL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is one day for parallel first requests from zones 25 hours apart", async () => {
    const member = await createTestUser(database.db);
    const now = new Date();
    const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Asia/Jakarta"];
    const days = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        database.db.transaction((tx) => enterMemberDay(tx, member.id, now, zones[n % zones.length] as string)),
      ),
    );
    expect(new Set(days).size).toBe(1);
  });
});
