import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase, type Tx } from "../../db/client.js";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import type { User } from "../users/index.js";
import { activitiesOf } from "./read.js";
import { type ActivityEvent, activityStream, recordActivity, withActivityStream } from "./record.js";

let database: TestDatabase;
/** The test database's handle with a stream of the two probes instead of the app's consumers. */
let db: Db;
let member: User;
let calls: string[];

/** Two consumers that write down what they saw, the second also recording an event of its own. */
const probe = (name: string) => async (_tx: Tx, event: ActivityEvent) => {
  calls.push(`${name}:${event.kind}:${event.cause}`);
};

beforeAll(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
  db = withActivityStream(
    database.db,
    activityStream([
      { name: "first", handlers: { survey_completed: probe("first"), level_reached: probe("first") } },
      {
        name: "second",
        handlers: {
          survey_completed: async (tx, event) => {
            await probe("second")(tx, event);
            await recordActivity(tx, { userId: event.userId, kind: "level_reached", cause: `${event.cause}:level` });
          },
        },
      },
    ]),
  );
});
beforeEach(() => {
  calls = [];
});
afterAll(async () => {
  await database.drop();
});

const record = (cause: string) =>
  db.transaction((tx) =>
    recordActivity(tx, { userId: member.id, kind: "survey_completed", cause, detail: { reward: 300 } }),
  );

describe("recordActivity", () => {
  it("appends the event and runs the handlers in their installed order, nested events before it returns", async () => {
    expect(await record("survey-1")).toEqual({ recorded: true });
    expect(calls).toEqual([
      "first:survey_completed:survey-1",
      "second:survey_completed:survey-1",
      "first:level_reached:survey-1:level",
    ]);
    const events = await activitiesOf(database.db, member.id, { kinds: ["survey_completed"] });
    expect(events).toEqual([
      expect.objectContaining({
        kind: "survey_completed",
        cause: "survey-1",
        timeZone: "UTC",
        detail: { reward: 300 },
      }),
    ]);
  });

  it("does nothing for a replayed event: no second row, no handler", async () => {
    expect(await record("survey-2")).toEqual({ recorded: true });
    calls = [];
    expect(await record("survey-2")).toEqual({ recorded: false });
    expect(calls).toEqual([]);
    const events = await activitiesOf(database.db, member.id, { kinds: ["survey_completed"] });
    expect(events.filter((event) => event.cause === "survey-2")).toHaveLength(1);
  });

  it("leaves no trace of an event whose producer rolled back, so it can happen later", async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordActivity(tx, { userId: member.id, kind: "survey_completed", cause: "survey-3" });
        throw new Error("the producer failed after recording");
      }),
    ).rejects.toThrow("the producer failed");
    const causes = (await activitiesOf(database.db, member.id)).map((event) => event.cause);
    expect(causes).not.toContain("survey-3");
    expect(causes).not.toContain("survey-3:level");
    expect(await record("survey-3")).toEqual({ recorded: true });
  });

  it("refuses an oversized detail before writing anything", async () => {
    const detail = { text: "x".repeat(2_000) };
    await expect(
      db.transaction((tx) => recordActivity(tx, { userId: member.id, kind: "redeemed", cause: "big", detail })),
    ).rejects.toThrow(RangeError);
  });

  it.skipIf(!onPostgres)(
    "runs the handlers once for 20 simultaneous recordings of one event (PostgreSQL)",
    async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => record("survey-parallel")));
      expect(results.filter((result) => result.recorded)).toHaveLength(1);
      expect(calls.filter((call) => call === "first:survey_completed:survey-parallel")).toHaveLength(1);
    },
  );
});

describe("a database handle without an activity stream", () => {
  it("refuses to record rather than silently skip the consumers", async () => {
    // A handle straight from openDatabase, bound to no app: the refusal comes before any write.
    const bare = await openDatabase({ dataDir: "memory://" });
    try {
      await expect(
        bare.db.transaction((tx) => recordActivity(tx, { userId: member.id, kind: "redeemed", cause: "x" })),
      ).rejects.toThrow("has no activity stream");
    } finally {
      await bare.close();
    }
  });

  it("runs the stream of the handle it came through, savepoints included, and no other", async () => {
    const other: string[] = [];
    const elsewhere = withActivityStream(
      database.db,
      activityStream([{ name: "elsewhere", handlers: { redeemed: async (_tx, e) => void other.push(e.cause) } }]),
    );
    await elsewhere.transaction((tx) =>
      tx.transaction((savepoint) => recordActivity(savepoint, { userId: member.id, kind: "redeemed", cause: "r-1" })),
    );
    await db.transaction((tx) => recordActivity(tx, { userId: member.id, kind: "redeemed", cause: "r-2" }));
    expect(other).toEqual(["r-1"]);
    expect(calls).toEqual([]);
  });
});
