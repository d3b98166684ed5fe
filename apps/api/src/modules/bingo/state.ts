import {
  type BingoCampaignState,
  type BingoIconSet,
  bingoIconSets,
  completedLines,
  markedSquares,
} from "@rewards/contracts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { addDays, startOfLocalDay } from "../../lib/local-day.js";
import { boardOf } from "./boards.js";
import { campaignOfWeek, closesAt, isClosed, mondayOf } from "./campaigns.js";
import { dailyBoardOf } from "./daily-board.js";
import { type BingoCampaignRow, bingoBoards, bingoPrizes, bingoSummons } from "./tables.js";

/** When a request acts: the instant, its zone and the member's day then (`modules/member-days`). */
export type Moment = { now: Date; timeZone: string; day: string };
export type Member = { id: string; market: string };

const iconsOf = (campaign: BingoCampaignRow) =>
  [...(bingoIconSets[campaign.iconSet as BingoIconSet] ?? bingoIconSets.monsters)].slice(
    0,
    campaign.callingOrder.length,
  );

/** The campaign running on the member's day, in their market. */
export function currentCampaign(db: DbOrTx, member: Member, moment: Pick<Moment, "day">) {
  return campaignOfWeek(db, member.market, mondayOf(moment.day));
}

/**
 * Last week's campaign as the member may check it: revealed once closed everywhere, else when that
 * will be (a member in an early zone starts a week while later zones still play the last one).
 */
async function previousWeek(
  db: DbOrTx,
  member: Member,
  weekStart: string,
  now: Date,
): Promise<Pick<BingoCampaignState, "previous" | "previous_reveals_at">> {
  const campaign = await campaignOfWeek(db, member.market, addDays(weekStart, -7));
  if (!campaign) return { previous: null, previous_reveals_at: null };
  if (!isClosed(campaign, now)) {
    return { previous: null, previous_reveals_at: closesAt(campaign.weekStart).toISOString() };
  }
  const [board] = await db
    .select({ matrix: bingoBoards.matrix })
    .from(bingoBoards)
    .where(and(eq(bingoBoards.campaignId, campaign.id), eq(bingoBoards.userId, member.id)));
  const previous = {
    campaign_id: campaign.id,
    member_id: member.id,
    week_start: campaign.weekStart,
    seed_hash: campaign.seedHash,
    server_seed: campaign.serverSeed,
    per_column: campaign.perColumn,
    matrix_monster: board?.matrix ?? null,
    bingo_caller: campaign.callingOrder,
  };
  return { previous, previous_reveals_at: null };
}

/**
 * `GET bingo/check_campaign`: the member's board and where they stand this week. Reads only: a
 * member who never summoned sees the board their seed deals, without it being stored.
 */
export async function campaignStateOf(db: DbOrTx, member: Member, moment: Moment): Promise<BingoCampaignState> {
  const today = moment.day;
  const weekStart = mondayOf(today);
  const campaign = await currentCampaign(db, member, moment);
  const lastWeek = await previousWeek(db, member, weekStart, moment.now);
  if (!campaign) {
    return {
      campaign_id: null,
      matrix_monster: [],
      free_number: null,
      monster_user: [],
      monster_campaign: 0,
      bingo_caller: null,
      bingo_icons: [],
      week_start: null,
      ends_at: null,
      today,
      summoned_today: false,
      missed_days: [],
      daily_summons: 0,
      lines: [],
      prizes: [],
      line_points: 0,
      jackpot_points: 0,
      consolation_points: 0,
      fairness: { seed_hash: null, server_seed: null },
      daily_board: null,
      ...lastWeek,
    };
  }
  const mine = and(eq(bingoSummons.campaignId, campaign.id), eq(bingoSummons.userId, member.id));
  const [summons, prizes, matrix, dailyBoard] = await readTogether(db, [
    () =>
      db
        .select({ day: bingoSummons.day, source: bingoSummons.source, monster: bingoSummons.monster })
        .from(bingoSummons)
        .where(and(mine, isNotNull(bingoSummons.position)))
        .orderBy(asc(bingoSummons.position)),
    () =>
      db
        .select()
        .from(bingoPrizes)
        .where(and(eq(bingoPrizes.campaignId, campaign.id), eq(bingoPrizes.userId, member.id)))
        .orderBy(asc(bingoPrizes.createdAt)),
    () => boardOf(campaign, member.id),
    () => dailyBoardOf(db, campaign, member.id, today),
  ]);
  const monsters = summons.map((summon) => summon.monster as number);
  const summonedDays = new Set(summons.flatMap((summon) => (summon.day ? [summon.day] : [])));
  const pastDays = Array.from({ length: 7 }, (_, n) => addDays(weekStart, n)).filter((day) => day < today);
  const closed = isClosed(campaign, moment.now);
  return {
    campaign_id: campaign.id,
    matrix_monster: matrix,
    free_number: matrix[2]?.[2] ?? null,
    monster_user: monsters,
    monster_campaign: campaign.callingOrder.length,
    bingo_caller: closed ? campaign.callingOrder : null,
    bingo_icons: iconsOf(campaign),
    week_start: weekStart,
    ends_at: startOfLocalDay(addDays(weekStart, 7), moment.timeZone).toISOString(),
    today,
    summoned_today: summonedDays.has(today),
    missed_days: pastDays.filter((day) => !summonedDays.has(day)),
    daily_summons: summons.filter((summon) => summon.source !== "bonus").length,
    lines: completedLines(markedSquares(matrix, monsters)),
    prizes: prizes.map((prize) => ({ line: prize.line, points: prize.points, won_at: prize.createdAt.toISOString() })),
    line_points: campaign.linePoints,
    jackpot_points: campaign.jackpotPoints,
    consolation_points: campaign.consolationPoints,
    fairness: { seed_hash: campaign.seedHash, server_seed: closed ? campaign.serverSeed : null },
    daily_board: dailyBoard,
    ...lastWeek,
  };
}
