import { randomBytes } from "node:crypto";
import { completedLines, dailyBoardFromSeed, dailyCallerFromSeed, markedSquares } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { insertCampaign, mondayOf } from "./campaigns.js";
import { summonDaily } from "./daily-summon.js";
import { summonToday } from "./service.js";
import { campaignStateOf } from "./state.js";
import { summonOnce } from "./summon.js";
import type { BingoCampaignRow } from "./tables.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("bingo under concurrency (PostgreSQL)", () => {
  const zone = "Asia/Ho_Chi_Minh";
  let database: TestDatabase;
  let campaign: BingoCampaignRow;
  /** A member whose daily board today has lines once the day is summoned: the seed is chosen for it. */
  let dailyMember: { id: string };
  let dailyLines: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    dailyMember = await createTestUser(database.db, { market: "vi" });
    const today = localDay(new Date(), zone);
    let seed: string;
    do {
      seed = randomBytes(32).toString("hex");
      const board = await dailyBoardFromSeed(seed, dailyMember.id, today, 8);
      dailyLines = completedLines(markedSquares(board, await dailyCallerFromSeed(seed, today, 8)));
    } while (dailyLines.length === 0);
    const created = await database.db.transaction((tx) =>
      insertCampaign(
        tx,
        {
          week_start: mondayOf(localDay(new Date(), zone)),
          country: "vi",
          per_column: 8,
          icon_set: "monsters",
          line_points: 10,
          jackpot_points: 1_000,
          consolation_points: 1,
        },
        seed,
      ),
    );
    if (!created) throw new Error("no campaign");
    campaign = created;
  });
  afterAll(() => database.drop());

  it("gives one summon for 20 parallel summons on one day", async () => {
    const user = await createTestUser(database.db, { market: "vi" });
    const member = { id: user.id, market: "vi" };
    const moment = { now: new Date(), timeZone: zone, day: localDay(new Date(), zone) };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => database.db.transaction((tx) => summonToday(tx, member, moment))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ statusCode: 409 });
    }
    const state = await campaignStateOf(database.db, member, moment);
    expect(state.monster_user).toEqual([campaign.callingOrder[0]]);
  });

  it("pays each line once when every monster is summoned in parallel", async () => {
    const user = await createTestUser(database.db, { market: "vi" });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, n) =>
        database.db.transaction((tx) =>
          summonOnce(tx, campaign, { userId: user.id, key: `bonus:${n}`, source: "bonus", day: null, timeZone: zone }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    // And the same again: every key is taken, nothing more is paid.
    await Promise.allSettled(
      Array.from({ length: 40 }, (_, n) =>
        database.db.transaction((tx) =>
          summonOnce(tx, campaign, { userId: user.id, key: `bonus:${n}`, source: "bonus", day: null, timeZone: zone }),
        ),
      ),
    );
    const entries = await entriesOf(database.db, user.id, { limit: 50 });
    expect(entries.filter((entry) => entry.amountCents === 10)).toHaveLength(12);
    expect(entries.filter((entry) => entry.amountCents === 1_000)).toHaveLength(1);
    const state = await campaignStateOf(
      database.db,
      { id: user.id, market: "vi" },
      { now: new Date(), timeZone: zone, day: localDay(new Date(), zone) },
    );
    expect([...state.monster_user].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("calls each of the day's monsters once and pays each daily line once for 20 parallel summons", async () => {
    const member = { id: dailyMember.id, market: "vi" };
    const moment = { now: new Date(), timeZone: zone, day: localDay(new Date(), zone) };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        database.db.transaction((tx) => summonDaily(tx, member, moment, n % 4 === 3)),
      ),
    );
    const called = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? outcome.value.monsters : []));
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ statusCode: 409 });
    }
    const calls = await dailyCallerFromSeed(campaign.serverSeed, localDay(moment.now, zone), 8);
    expect([...called].sort((a, b) => a - b)).toEqual([...calls].sort((a, b) => a - b));
    const state = await campaignStateOf(database.db, member, moment);
    expect(state.daily_board?.monster_user).toEqual(calls);
    expect(state.daily_board?.prizes.map((prize) => prize.line).sort()).toEqual([...dailyLines].sort());
    const entries = await entriesOf(database.db, dailyMember.id, { limit: 50 });
    expect(entries.map((entry) => entry.amountCents)).toEqual(dailyLines.map(() => 10));
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
