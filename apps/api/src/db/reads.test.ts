import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { readTogether } from "./reads.js";

describe("readTogether", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.drop());

  it("answers the reads in their order, on the pool and inside a transaction", async () => {
    const { db } = database;
    const reads = [async () => 1, async () => "two"] as const;
    expect(await readTogether(db, reads)).toEqual([1, "two"]);
    await db.transaction(async (tx) => {
      const started: number[] = [];
      const inTx = await readTogether(tx, [
        async () => {
          started.push(1);
          await tx.execute(sql`select pg_sleep(0.01)`);
          started.push(2);
          return "first";
        },
        async () => {
          started.push(3);
          return "second";
        },
      ]);
      expect(inTx).toEqual(["first", "second"]);
      // One connection: the second read starts only once the first has finished.
      expect(started).toEqual([1, 2, 3]);
    });
  });
});
