import {
  type BingoDailySummonData,
  type BingoPrize,
  bingoMessages,
  completedLines,
  dailyBoardFromSeed,
  dailyCallerFromSeed,
  entryNotes,
  errorCodes,
  markedSquares,
  nextDailyCount,
} from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { postPoints } from "../ledger/index.js";
import { dailyBoardKey } from "./daily-board.js";
import { noCampaign } from "./service.js";
import { campaignStateOf, currentCampaign, type Member, type Moment } from "./state.js";
import { type BingoCampaignRow, bingoDailyBoards, bingoDailyPrizes } from "./tables.js";

/**
 * Pays the daily board's completed lines not paid yet: the prize row (unique per campaign, member,
 * day and line) claims each first, and the ledger key names the same four, so a line pays once
 * however many summons complete it at the same time.
 */
async function payDailyLines(
  tx: Tx,
  campaign: BingoCampaignRow,
  member: Member,
  moment: Moment,
  day: string,
  lines: string[],
): Promise<BingoPrize[]> {
  const paid: BingoPrize[] = [];
  for (const line of lines) {
    const [claimed] = await tx
      .insert(bingoDailyPrizes)
      .values({ id: newId(), campaignId: campaign.id, userId: member.id, day, line, points: campaign.linePoints })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    if (claimed.points > 0) {
      const { entry } = await postPoints(tx, {
        userId: member.id,
        amountCents: claimed.points,
        type: "Campaign",
        cause: { kind: "bingo_daily_prize", id: claimed.id },
        idempotencyKey: `bingo:${campaign.id}:${member.id}:${day}:${line}`,
        note: entryNotes.bingoDailyLine,
      });
      await tx.update(bingoDailyPrizes).set({ entryId: entry.id }).where(eq(bingoDailyPrizes.id, claimed.id));
    }
    await recordActivity(tx, {
      userId: member.id,
      kind: "bingo_prize_won",
      cause: `${campaign.id}:${member.id}:${day}:${line}`,
      detail: { campaign_id: campaign.id, board: "daily", day, line, points: claimed.points },
      timeZone: moment.timeZone,
    });
    paid.push({ line, points: claimed.points, won_at: claimed.createdAt.toISOString() });
  }
  return paid;
}

/**
 * `POST bingo/daily_board/summon`: the next monster the day calls on the member's daily board, or
 * (`all`) every one it has left. The board's row is locked while its count moves, so parallel
 * summons queue and each monster of the day is called once.
 */
export async function summonDaily(tx: Tx, member: Member, moment: Moment, all: boolean): Promise<BingoDailySummonData> {
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign) throw noCampaign();
  const day = moment.day;
  const [matrix, order] = await Promise.all([
    dailyBoardFromSeed(campaign.serverSeed, member.id, day, campaign.perColumn),
    dailyCallerFromSeed(campaign.serverSeed, day, campaign.perColumn),
  ]);
  await tx
    .insert(bingoDailyBoards)
    .values({ campaignId: campaign.id, userId: member.id, day, matrix })
    .onConflictDoNothing();
  const [board] = await tx
    .select({ summonCount: bingoDailyBoards.summonCount })
    .from(bingoDailyBoards)
    .where(dailyBoardKey(campaign, member.id, day))
    .for("update");
  const before = board?.summonCount ?? 0;
  const after = nextDailyCount(before, order.length, all);
  if (after === null) throw new AppError(409, errorCodes.outOfRange, bingoMessages.allSummonedToday);
  await tx
    .update(bingoDailyBoards)
    .set({ summonCount: after })
    .where(dailyBoardKey(campaign, member.id, day));
  const lines = completedLines(markedSquares(matrix, order.slice(0, after)));
  const newPrizes = await payDailyLines(tx, campaign, member, moment, day, lines);
  return {
    ...(await campaignStateOf(tx, member, moment)),
    monsters: order.slice(before, after),
    new_prizes: newPrizes,
  };
}
