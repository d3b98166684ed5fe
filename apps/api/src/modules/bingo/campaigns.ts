import { randomBytes } from "node:crypto";
import {
  type BingoCampaignBody,
  type BingoCampaignSummary,
  bingoMessages,
  callerFromSeed,
  errorCodes,
  seedHash,
} from "@rewards/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { addDays } from "../../lib/local-day.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { type BingoCampaignRow, bingoBoards, bingoCampaigns, bingoPrizes, bingoSummons } from "./tables.js";

export const bingoMarkets = ["indo", "vi"] as const;

/** The Monday of the week a calendar day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The week is over for every member once Monday 00:00 has come in the last zone on Earth
 * (UTC-12, 12:00 UTC): only then is the seed revealed, so no member can still be playing it.
 */
export const closesAt = (weekStart: string): Date => new Date(`${addDays(weekStart, 7)}T12:00:00Z`);

/** And it opens with the first zone (UTC+14, Sunday 10:00 UTC): campaigns must exist by then. */
export const opensAt = (weekStart: string): Date => new Date(`${addDays(weekStart, -1)}T10:00:00Z`);

export const isClosed = (campaign: BingoCampaignRow, now: Date) => now >= closesAt(campaign.weekStart);

export async function campaignById(db: DbOrTx, id: string) {
  const [campaign] = await db.select().from(bingoCampaigns).where(eq(bingoCampaigns.id, id));
  return campaign ?? null;
}

export async function campaignOfWeek(db: DbOrTx, market: string, weekStart: string) {
  const [campaign] = await db
    .select()
    .from(bingoCampaigns)
    .where(and(eq(bingoCampaigns.country, market), eq(bingoCampaigns.weekStart, weekStart)));
  return campaign ?? null;
}

const campaignDefaults = {
  per_column: 8,
  icon_set: "monsters",
  line_points: 10,
  jackpot_points: 50_000,
  consolation_points: 1,
} as const;

/**
 * Draws a fresh seed and stores the campaign with its hash and calling order. A week that already
 * has a campaign in the market is left as it is (`null`): the weekly job may run twice.
 */
export async function insertCampaign(
  tx: Tx,
  body: BingoCampaignBody,
  serverSeed = randomBytes(32).toString("hex"),
): Promise<BingoCampaignRow | null> {
  if (mondayOf(body.week_start) !== body.week_start || Number.isNaN(Date.parse(body.week_start))) {
    throw new AppError(422, errorCodes.validationFailed, bingoMessages.notMonday, "week_start");
  }
  const [campaign] = await tx
    .insert(bingoCampaigns)
    .values({
      id: newId(),
      weekStart: body.week_start,
      country: body.country,
      serverSeed,
      seedHash: await seedHash(serverSeed),
      perColumn: body.per_column,
      callingOrder: await callerFromSeed(serverSeed, body.per_column),
      iconSet: body.icon_set,
      linePoints: body.line_points,
      jackpotPoints: body.jackpot_points,
      consolationPoints: body.consolation_points,
    })
    .onConflictDoNothing()
    .returning();
  return campaign ?? null;
}

/** Back office: a campaign for a week and market, recorded in the audit log. */
export async function createCampaign(tx: Tx, body: BingoCampaignBody, actor: AuditActor) {
  const campaign = await insertCampaign(tx, body);
  if (!campaign) throw new AppError(409, errorCodes.alreadyExists, bingoMessages.campaignExists, "week_start");
  const { serverSeed: _secret, callingOrder: _order, ...after } = campaign;
  await recordAudit(tx, actor, {
    action: "bingo_campaign.create",
    target: { kind: "bingo_campaign", id: campaign.id },
    after,
  });
  return summaryOf(tx, campaign, new Date());
}

/**
 * The weekly opening: this week's and next week's campaign in every market, each copying the
 * market's latest prize table and icon set. Idempotent (one campaign per week and market), so a
 * missed run is caught up by the next one, or at start.
 */
export async function openBingoWeeks(db: Db | Tx, now: Date): Promise<number> {
  let opened = 0;
  const thisWeek = mondayOf(now.toISOString().slice(0, 10));
  for (const market of bingoMarkets) {
    for (const weekStart of [addDays(thisWeek, -7), thisWeek, addDays(thisWeek, 7)]) {
      if (now < opensAt(weekStart) || now >= closesAt(weekStart)) continue;
      const [latest] = await db
        .select()
        .from(bingoCampaigns)
        .where(eq(bingoCampaigns.country, market))
        .orderBy(desc(bingoCampaigns.weekStart))
        .limit(1);
      const body: BingoCampaignBody = {
        week_start: weekStart,
        country: market,
        per_column: latest?.perColumn ?? campaignDefaults.per_column,
        icon_set: (latest?.iconSet ?? campaignDefaults.icon_set) as BingoCampaignBody["icon_set"],
        line_points: latest?.linePoints ?? campaignDefaults.line_points,
        jackpot_points: latest?.jackpotPoints ?? campaignDefaults.jackpot_points,
        consolation_points: latest?.consolationPoints ?? campaignDefaults.consolation_points,
      };
      if (await db.transaction((tx) => insertCampaign(tx, body))) opened++;
    }
  }
  return opened;
}

export async function summaryOf(db: DbOrTx, campaign: BingoCampaignRow, now: Date): Promise<BingoCampaignSummary> {
  const [[boards], [summons], [prizes]] = await readTogether(db, [
    () => db.select({ n: sql<number>`count(*)::int` }).from(bingoBoards).where(eq(bingoBoards.campaignId, campaign.id)),
    () =>
      db.select({ n: sql<number>`count(*)::int` }).from(bingoSummons).where(eq(bingoSummons.campaignId, campaign.id)),
    () => db.select({ n: sql<number>`count(*)::int` }).from(bingoPrizes).where(eq(bingoPrizes.campaignId, campaign.id)),
  ]);
  return {
    id: campaign.id,
    week_start: campaign.weekStart,
    country: campaign.country,
    per_column: campaign.perColumn,
    icon_set: campaign.iconSet,
    line_points: campaign.linePoints,
    jackpot_points: campaign.jackpotPoints,
    consolation_points: campaign.consolationPoints,
    seed_hash: campaign.seedHash,
    server_seed: isClosed(campaign, now) ? campaign.serverSeed : null,
    boards: boards?.n ?? 0,
    summons: summons?.n ?? 0,
    prizes_paid: prizes?.n ?? 0,
  };
}

export async function listCampaigns(db: DbOrTx, now: Date): Promise<BingoCampaignSummary[]> {
  const rows = await db.select().from(bingoCampaigns).orderBy(desc(bingoCampaigns.weekStart)).limit(52);
  return Promise.all(rows.map((row) => summaryOf(db, row, now)));
}
