import { boardFromSeed, callerFromSeed, completedLines, markedSquares, seedHash } from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";
import { activitiesOf, recordActivity } from "../activity/index.js";
import { entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { notifications } from "../notifications/index.js";
import { adNetworksOf } from "./ad-networks.js";
import { insertCampaign, mondayOf, openBingoWeeks } from "./campaigns.js";
import { campaignStateOf } from "./state.js";
import { summonOnce } from "./summon.js";
import { bingoAdTickets, bingoCampaigns } from "./tables.js";

let t: TestApp;
const zone = "Asia/Jakarta";
const thisWeek = () => mondayOf(localDay(new Date(), zone));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) =>
    insertCampaign(tx, {
      week_start: thisWeek(),
      country: "indo",
      per_column: 8,
      icon_set: "monsters",
      line_points: 10,
      jackpot_points: 500,
      consolation_points: 1,
    }),
  );
});
afterAll(() => t.close());

const get = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/bingo/check_campaign", headers: { token, timezone: zone } });
const summon = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/bingo/summon", headers: { token, timezone: zone } });

async function campaignRow() {
  const [row] = await t.database.db
    .select()
    .from(bingoCampaigns)
    .where(and(eq(bingoCampaigns.weekStart, thisWeek()), eq(bingoCampaigns.country, "indo")));
  if (!row) throw new Error("no campaign");
  return row;
}

describe("monster bingo", () => {
  it("shows the member's board, the seed's hash and nothing revealed, without storing anything", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const answer = await get(member.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    const campaign = await campaignRow();
    expect(data).toMatchObject({
      campaign_id: campaign.id,
      monster_campaign: 40,
      monster_user: [],
      bingo_caller: null,
      summoned_today: false,
      line_points: 10,
      fairness: { seed_hash: await seedHash(campaign.serverSeed), server_seed: null },
    });
    expect(data.matrix_monster).toEqual(await boardFromSeed(campaign.serverSeed, member.user.id, 8));
    expect(data.free_number).toBe(data.matrix_monster[2][2]);
    expect(data.bingo_icons).toHaveLength(40);
    expect(answer.body).not.toContain(campaign.serverSeed);
    expect((await get(member.token)).json().data.monster_user).toEqual([]);
  });

  it("summons one monster per local day, the first of the calling order", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const campaign = await campaignRow();
    const first = await summon(member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      monster: campaign.callingOrder[0],
      monster_user: [campaign.callingOrder[0]],
      summoned_today: true,
    });
    const again = await summon(member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "You have already summoned today's monster." });
    expect(await activitiesOf(t.database.db, member.user.id, { kinds: ["bingo_summoned"] })).toHaveLength(1);
  });

  it("pays 10 points per line once, and the jackpot for a full board, as Bingo (Campaign) entries", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const campaign = await campaignRow();
    const board = await boardFromSeed(campaign.serverSeed, member.user.id, 8);
    for (let n = 0; n < 40; n++) {
      await t.database.db.transaction((tx) =>
        summonOnce(tx, campaign, {
          userId: member.user.id,
          key: `test:${n}`,
          source: "bonus",
          day: null,
          timeZone: zone,
        }),
      );
    }
    const entries = await entriesOf(t.database.db, member.user.id, { limit: 50 });
    expect(entries.every((entry) => entry.historyType === "Campaign")).toBe(true);
    const lines = completedLines(markedSquares(board, campaign.callingOrder));
    expect(lines).toHaveLength(12);
    expect(entries.filter((entry) => entry.amountCents === 10)).toHaveLength(12);
    expect(entries.filter((entry) => entry.amountCents === 500)).toHaveLength(1);
    // A further summon is refused and pays nothing more.
    const more = await t.database.db
      .transaction((tx) =>
        summonOnce(tx, campaign, {
          userId: member.user.id,
          key: "test:more",
          source: "bonus",
          day: null,
          timeZone: zone,
        }),
      )
      .catch((error: unknown) => error);
    expect(more).toMatchObject({ statusCode: 409 });
    expect((await get(member.token)).json().data.prizes).toHaveLength(13);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
    // Each line is told once, through the activity stream; the jackpot is not a line.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(told.filter((row) => row.kind === "bingo_line").map((row) => row.values)).toEqual(
      Array.from({ length: 12 }, () => ({ points: 10 })),
    );
  });

  it("gives a bonus summon for a completed survey, once per event", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const record = () =>
      t.database.db.transaction((tx) =>
        recordActivity(tx, {
          userId: member.user.id,
          kind: "survey_completed",
          cause: `survey-x:${member.user.id}`,
          timeZone: zone,
        }),
      );
    await record();
    await record();
    const data = (await get(member.token)).json().data;
    expect(data.monster_user).toHaveLength(1);
    expect(data.summoned_today).toBe(false);
  });

  it("catches up a missed day only after the video's length has passed, once", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    // Tuesday of this week in the member's zone, so Monday is a missed day.
    const tuesday = new Date(`${thisWeek()}T12:00:00+07:00`);
    tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    const { issueAdTicket, completeAdTicket } = await import("./video.js");
    const moment = { now: tuesday, timeZone: zone, day: localDay(tuesday, zone) };
    const who = { id: member.user.id, market: "indo" };
    const ticket = await t.database.db.transaction((tx) =>
      issueAdTicket(tx, who, moment, thisWeek(), adNetworksOf(t.config)),
    );
    expect(ticket).toMatchObject({
      network: "house",
      video_url: "/bingo/house-video.webm",
      video_seconds: 15,
      ad_unit: null,
    });
    const early = { ...moment, now: new Date(tuesday.getTime() + 5_000) };
    await expect(
      t.database.db.transaction((tx) => completeAdTicket(tx, who, early, ticket.ticket_id)),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: "Watch the whole video to summon the monster.",
    });
    const later = { ...moment, now: new Date(tuesday.getTime() + 16_000) };
    const done = await t.database.db.transaction((tx) => completeAdTicket(tx, who, later, ticket.ticket_id));
    expect(done.monster_user).toHaveLength(1);
    expect(done.missed_days).toEqual([]);
    await expect(
      t.database.db.transaction((tx) => completeAdTicket(tx, who, later, ticket.ticket_id)),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    // Someone else's ticket is not theirs to spend.
    const other = await createMemberWithPoints(t.database.db, 0);
    await expect(
      t.database.db.transaction((tx) =>
        completeAdTicket(tx, { id: other.user.id, market: "indo" }, later, ticket.ticket_id),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    // A day already summoned gets no ticket.
    await expect(
      t.database.db.transaction((tx) => issueAdTicket(tx, who, moment, thisWeek(), adNetworksOf(t.config))),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    const [row] = await t.database.db.select().from(bingoAdTickets).where(eq(bingoAdTickets.id, ticket.ticket_id));
    expect(row?.completedAt).not.toBeNull();
  });

  it("reveals a closed week's seed, from which the board and calling order verify", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const lastWeek = new Date(`${thisWeek()}T00:00:00Z`);
    lastWeek.setUTCDate(lastWeek.getUTCDate() - 7);
    const weekStart = lastWeek.toISOString().slice(0, 10);
    const closed = await t.database.db.transaction((tx) =>
      insertCampaign(tx, {
        week_start: weekStart,
        country: "indo",
        per_column: 8,
        icon_set: "critters",
        line_points: 10,
        jackpot_points: 100,
        consolation_points: 1,
      }),
    );
    if (!closed) throw new Error("no campaign");
    await t.database.db.transaction((tx) =>
      summonOnce(tx, closed, { userId: member.user.id, key: "old", source: "bonus", day: null, timeZone: zone }),
    );
    const previous = (await get(member.token)).json().data.previous;
    // Revealed only once the week is over everywhere (Monday 12:00 UTC).
    if (Date.now() < Date.parse(`${thisWeek()}T12:00:00Z`)) {
      expect(previous).toBeNull();
      return;
    }
    expect(await seedHash(previous.server_seed)).toBe(previous.seed_hash);
    expect(previous.member_id).toBe(member.user.id);
    expect(await boardFromSeed(previous.server_seed, member.user.id, previous.per_column)).toEqual(
      previous.matrix_monster,
    );
    expect(await callerFromSeed(previous.server_seed, previous.per_column)).toEqual(previous.bingo_caller);
  });

  it("says when last week's seed is revealed while a later zone still plays it, then reveals it", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const who = { id: member.user.id, market: "indo" };
    // Weeks no other test uses: a campaign on 3 March 2031, none the week before.
    const last = await t.database.db.transaction((tx) =>
      insertCampaign(tx, {
        week_start: "2031-03-03",
        country: "indo",
        per_column: 8,
        icon_set: "monsters",
        line_points: 10,
        jackpot_points: 100,
        consolation_points: 1,
      }),
    );
    if (!last) throw new Error("no campaign");
    // Monday 10 March in Jakarta, before the week of the 3rd has ended everywhere (12:00 UTC).
    const early = await campaignStateOf(t.database.db, who, {
      now: new Date("2031-03-10T05:00:00Z"),
      timeZone: zone,
      day: "2031-03-10",
    });
    expect(early.previous).toBeNull();
    expect(early.previous_reveals_at).toBe("2031-03-10T12:00:00.000Z");

    const later = await campaignStateOf(t.database.db, who, {
      now: new Date("2031-03-10T12:00:00Z"),
      timeZone: zone,
      day: "2031-03-10",
    });
    expect(later.previous_reveals_at).toBeNull();
    expect(later.previous?.campaign_id).toBe(last.id);
    expect(await seedHash(later.previous?.server_seed ?? "")).toBe(last.seedHash);

    // The week after a week without a campaign: nothing to reveal, and nothing said.
    const none = await campaignStateOf(t.database.db, who, {
      now: new Date("2031-03-03T05:00:00Z"),
      timeZone: zone,
      day: "2031-03-03",
    });
    expect(none).toMatchObject({ previous: null, previous_reveals_at: null });
  });

  it("lets an author create a campaign, audited, and refuses a member and a second one for the week", async () => {
    const author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
    const member = await createMemberWithPoints(t.database.db, 0);
    const body = { week_start: "2027-01-04", country: "vi", jackpot_points: 50_000 };
    const post = (token: string, payload: object = body) =>
      t.app.inject({ method: "POST", url: "/api/admin/bingo/campaigns", headers: { token }, payload });
    expect((await post(member.token)).statusCode).toBe(403);
    const created = await post(author.token);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ week_start: "2027-01-04", line_points: 10, server_seed: null });
    expect((await post(author.token)).statusCode).toBe(409);
    expect((await post(author.token, { ...body, week_start: "2027-01-05" })).statusCode).toBe(422);
    expect((await post(author.token, { ...body, week_start: "2027-01-11", jackpot_points: 50_001 })).statusCode).toBe(
      400,
    );
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const log = await t.app.inject({ method: "GET", url: "/api/admin/audit_log", headers: { token: admin.token } });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/bingo/campaigns",
      headers: { token: author.token },
    });
    expect(list.json().data.some((row: { week_start: string }) => row.week_start === "2027-01-04")).toBe(true);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain("bingo_campaign.create");
    expect(log.body).not.toContain("serverSeed");
  });

  it("opens the weeks idempotently: a second run opens nothing", async () => {
    const now = new Date();
    await openBingoWeeks(t.database.db, now);
    expect(await openBingoWeeks(t.database.db, now)).toBe(0);
    const rows = await t.database.db.select().from(bingoCampaigns).where(eq(bingoCampaigns.weekStart, thisWeek()));
    expect(rows.map((row) => row.country).sort()).toEqual(["indo", "vi"]);
  });
});
