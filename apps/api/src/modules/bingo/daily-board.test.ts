import { randomBytes } from "node:crypto";
import { completedLines, dailyBoardFromSeed, dailyCallerFromSeed, markedSquares, seedHash } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createMemberWithPoints } from "../../test/points.js";
import { entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { insertCampaign, mondayOf } from "./campaigns.js";
import { bingoDailyBoards } from "./tables.js";

let t: TestApp;
const zone = "Asia/Jakarta";
const today = () => localDay(new Date(), zone);
let lucky: Awaited<ReturnType<typeof createMemberWithPoints>>;
let seed: string;
let expectedLines: string[];

/**
 * A campaign whose seed gives the first member's board today at least one line once the day's
 * monsters are all summoned (about one seed in three does), so the payouts are there to check.
 */
beforeAll(async () => {
  t = await createTestApp();
  lucky = await createMemberWithPoints(t.database.db, 0);
  for (;;) {
    seed = randomBytes(32).toString("hex");
    const [board, calls] = await Promise.all([
      dailyBoardFromSeed(seed, lucky.user.id, today(), 8),
      dailyCallerFromSeed(seed, today(), 8),
    ]);
    expectedLines = completedLines(markedSquares(board, calls));
    if (expectedLines.length > 0) break;
  }
  await t.database.db.transaction((tx) =>
    insertCampaign(
      tx,
      {
        week_start: mondayOf(today()),
        country: "indo",
        per_column: 8,
        icon_set: "monsters",
        line_points: 10,
        jackpot_points: 500,
        consolation_points: 1,
      },
      seed,
    ),
  );
});
afterAll(() => t.close());

const headers = (token: string) => ({ token, timezone: zone });
const state = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/bingo/check_campaign", headers: headers(token) });
const summonDaily = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/bingo/daily_board/summon", headers: headers(token), payload });

describe("the daily board", () => {
  it("shows today's board and how many monsters the day calls, dealt from the committed seed, storing nothing", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const answer = await state(member.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.fairness.seed_hash).toBe(await seedHash(seed));
    expect(data.daily_board).toEqual({
      day: today(),
      matrix_monster: await dailyBoardFromSeed(seed, member.user.id, today(), 8),
      free_number: data.daily_board.matrix_monster[2][2],
      monster_user: [],
      monster_day: 20,
      lines: [],
      prizes: [],
    });
    expect(data.daily_board.matrix_monster).not.toEqual(data.matrix_monster);
    expect(await t.database.db.select().from(bingoDailyBoards)).toEqual([]);
  });

  it("summons the day's monsters one at a time, then all the rest at once, then no more", async () => {
    const calls = await dailyCallerFromSeed(seed, today(), 8);
    const first = await summonDaily(lucky.token, { all: false });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.monsters).toEqual([calls[0]]);
    expect(first.json().data.daily_board.monster_user).toEqual([calls[0]]);
    const second = await summonDaily(lucky.token, {});
    expect(second.json().data.monsters).toEqual([calls[1]]);

    const rest = await summonDaily(lucky.token, { all: true });
    expect(rest.statusCode, rest.body).toBe(200);
    const data = rest.json().data;
    expect(data.monsters).toEqual(calls.slice(2));
    expect(data.daily_board.monster_user).toEqual(calls);
    expect(data.daily_board.lines.sort()).toEqual([...expectedLines].sort());
    // The weekly board is a board of its own: its one summon a day is still open.
    expect(data.monster_user).toEqual([]);
    expect(data.summoned_today).toBe(false);

    const more = await summonDaily(lucky.token, { all: false });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ message: "Every monster of today has been summoned on today's board." });
  });

  it("pays each completed line 10 points once, as Bingo entries keyed by campaign, member, day and line", async () => {
    const data = (await state(lucky.token)).json().data;
    expect(data.daily_board.prizes.map((prize: { line: string }) => prize.line).sort()).toEqual(
      [...expectedLines].sort(),
    );
    const entries = await entriesOf(t.database.db, lucky.user.id, { limit: 50 });
    expect(entries).toHaveLength(expectedLines.length);
    expect(entries.every((entry) => entry.historyType === "Campaign" && entry.amountCents === 10)).toBe(true);
    expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual(
      expectedLines.map((line) => `bingo:${data.campaign_id}:${lucky.user.id}:${today()}:${line}`).sort(),
    );
    // The weekly prizes are the weekly board's alone.
    expect(data.prizes).toEqual([]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("needs a confirmed member, and refuses a body that is not one", async () => {
    const unconfirmed = await createMemberWithPoints(t.database.db, 0, { phoneConfirmed: false });
    expect((await summonDaily(unconfirmed.token, { all: true })).statusCode).toBe(403);
    expect((await summonDaily(lucky.token, { all: "yes" })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(bingoDailyBoards)
      .where(eq(bingoDailyBoards.userId, unconfirmed.user.id));
    expect(row).toBeUndefined();
  });
});
