import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../lib/ids.js";
import { localDay } from "../lib/local-day.js";
import { insertCampaign, mondayOf } from "../modules/bingo/index.js";
import { bingoBoards, bingoSummons } from "../modules/bingo/tables.js";
import { postPoints } from "../modules/ledger/index.js";
import { createAdmin } from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { copy, defineMission } from "../test/missions.js";
import { createMemberWithPoints } from "../test/points.js";
import { inMarkup, memberPage, shown, skeleton } from "../test/rendered-pages.js";
import { renderedWebDist } from "../test/rendered-web.js";

// The home area's screens of points, missions, bingo and the ways to earn, rendered by the server
// (server-render.ts) with the real server bundle, as server-render.test.ts does for the dashboard:
// each member's page holds their own content and none of another member's, and reading a page
// writes nothing.
let t: TestApp;
type Member = Awaited<ReturnType<typeof createMemberWithPoints>>;

const zone = "Asia/Jakarta";

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await renderedWebDist() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A page as the member's browser asks for it, from Jakarta (the `tz` cookie the app leaves). */
const page = async (url: string, member: { token: string }) => {
  const answer = await memberPage(t, url, member, { tz: zone });
  expect(answer.statusCode, url).toBe(200);
  return answer;
};

/** Credits a member as an admin grant does, with a note the history shows. */
async function grant(member: Member, cents: number, note: string): Promise<string> {
  const posted = await t.database.db.transaction((tx) =>
    postPoints(tx, {
      userId: member.user.id,
      amountCents: cents,
      type: "SettingPointUser",
      cause: { kind: "admin_grant", id: member.user.id },
      idempotencyKey: `test-grant:${newId()}`,
      note,
    }),
  );
  return posted.entry.id;
}

async function send(member: Member, method: "POST" | "PUT", url: string) {
  const answer = await t.app.inject({ method, url, headers: { token: member.token, timezone: zone } });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json().data;
}

describe("home screens rendered on the server", () => {
  let ayu: Member;
  let budi: Member;
  let ayuEntry: string;
  let budiEntry: string;
  const ayuNote = "Ayu's welcome from the team";
  const budiNote = "Budi's welcome from the team";

  beforeAll(async () => {
    ayu = await createMemberWithPoints(t.database.db, 0, { name: "Ayu" });
    budi = await createMemberWithPoints(t.database.db, 0, { name: "Budi" });
    ayuEntry = await grant(ayu, 12_345, ayuNote);
    budiEntry = await grant(budi, 67_890, budiNote);
    await t.database.db.transaction((tx) =>
      insertCampaign(tx, {
        week_start: mondayOf(localDay(new Date(), zone)),
        country: "indo",
        per_column: 8,
        icon_set: "monsters",
        line_points: 10,
        jackpot_points: 500,
        consolation_points: 1,
      }),
    );
    const admin = await createAdmin(t.database.db);
    await defineMission(t.app, admin.token, {
      type: "daily",
      level: null,
      category: "attendance",
      title: copy("Daily check-in"),
      sub_missions: [{ title: copy("Check in today"), description: copy("x"), target: 1, point: 2 }],
    });
    await defineMission(t.app, admin.token, { title: copy("Survey starter") });
  }, 60_000);

  it("renders the points with the member's own balance and history", async () => {
    const answer = await page("/home/points", ayu);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const mine = shown(answer.body);
    expect(mine).toMatch(/data-testid="points-balance"[^>]*>12,345/);
    expect(mine).toContain('data-testid="history-row"');
    expect(mine).toContain(inMarkup(ayuNote));
    // The layout's balance comes with the page: the desktop header's and the bottom bar's.
    expect(mine).toMatch(/data-testid="header-balance"/);
    expect(mine).toContain('aria-label="Points: 12,345"');
    expect(answer.body).not.toContain(budiNote);
    expect(answer.body).not.toContain("67,890");

    const theirs = (await page("/home/points?tab=earnings", budi)).body;
    expect(shown(theirs)).toContain(inMarkup(budiNote));
    expect(theirs).not.toContain(ayuNote);
    const exchanges = shown((await page("/home/points?tab=exchanges", budi)).body);
    expect(exchanges).toContain("No exchanges yet");
    const invitations = shown((await page("/home/points?tab=invitations", budi)).body);
    expect(invitations).toContain('role="tabpanel"');
    expect(invitations).not.toContain('role="status"');
  });

  it("renders one movement of points to its member only", async () => {
    const mine = await page(`/home/points/${ayuEntry}`, ayu);
    expect(shown(mine.body)).toMatch(/data-testid="entry-amount"[^>]*>\+12,345 points/);
    expect(shown(mine.body)).toContain(inMarkup(ayuNote));
    // Another member's entry is not found: the skeleton, and the app says so.
    const theirs = await page(`/home/points/${budiEntry}`, ayu);
    expect(theirs.body).toContain(skeleton);
    expect(theirs.body).not.toContain(budiNote);
  });

  it("renders the redeem screen's empty form with the member's balance", async () => {
    const mine = shown((await page("/home/points/redeem", ayu)).body);
    expect(mine).toMatch(/data-testid="redeem-balance"[^>]*>[^<]*12,345 points/);
    expect(mine).toMatch(/<input[^>]*name="point"/);
    expect(mine).not.toContain("67,890");
    // A card tab, where the market offers cards, comes with the cards.
    const cards = shown((await page("/home/points/redeem?tab=phone_card", budi)).body);
    expect(cards).toMatch(/data-testid="redeem-balance"[^>]*>[^<]*67,890 points/);
    expect(cards).toMatch(/aria-selected="true"[^>]*>Phone cards/);
  });

  it("renders the missions with the member's own progress", async () => {
    await send(ayu, "POST", "/api/attendance/check_in");
    const mine = shown((await page("/home/mission?tab=daily", ayu)).body);
    expect(mine).toContain('data-testid="mission-card"');
    expect(mine).toContain("Check in today");
    expect(mine).toContain('data-testid="missions-waiting"');
    // The layout's dot of a waiting reward comes with the page too.
    expect(mine).toContain('data-testid="bottom-nav-dot"');
    const theirs = shown((await page("/home/mission?tab=daily", budi)).body);
    expect(theirs).toContain("Check in today");
    expect(theirs).not.toContain('data-testid="missions-waiting"');
    const levelUp = shown((await page("/home/mission", budi)).body);
    expect(levelUp).toContain("Survey starter");
    const completed = shown((await page("/home/mission?tab=completed", ayu)).body);
    expect(completed).toContain('data-testid="completed-step"');
  });

  it("renders the bingo with the member's own board, and reading it deals or stores nothing", async () => {
    await send(ayu, "POST", "/api/bingo/summon");
    const mine = shown((await page("/home/bingo", ayu)).body);
    expect(mine).toContain('data-testid="bingo-board"');
    expect(mine).toContain("1 monster summoned this week (1 daily)");
    expect(mine).toContain("Today&#x27;s monster is summoned");
    expect(mine).toMatch(/data-testid="bingo-countdown"[^>]*>This week ends in \d+ d \d+ h \d+ min/);

    const theirs = shown((await page("/home/bingo", budi)).body);
    expect(theirs).toContain('data-testid="bingo-board"');
    expect(theirs).toContain("0 monsters summoned this week (0 daily)");
    const today = shown((await page("/home/bingo?board=today", budi)).body);
    expect(today).toContain('data-testid="bingo-daily-board"');
    const { db } = t.database;
    expect(await db.select().from(bingoBoards).where(eq(bingoBoards.userId, budi.user.id))).toEqual([]);
    expect(await db.select().from(bingoSummons).where(eq(bingoSummons.userId, budi.user.id))).toEqual([]);
  });

  it("renders the ways to earn, with the member's own balance in the layout", async () => {
    const mine = shown((await page("/home/earn-point", budi)).body);
    expect(mine).toContain('data-testid="earn-way-survey"');
    expect(mine).toContain('aria-label="Points: 67,890"');
    expect(mine).not.toContain("12,345");
  });
});
