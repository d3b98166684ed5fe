import {
  type BingoDailyBoard,
  completedLines,
  dailyBoardFromSeed,
  dailyCallerFromSeed,
  markedSquares,
} from "@rewards/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type BingoCampaignRow, bingoDailyBoards, bingoDailyPrizes } from "./tables.js";

/** The member's board for one local day, read: see `daily-summon.ts` for summoning on it. */
export const dailyBoardKey = (campaign: BingoCampaignRow, userId: string, day: string) =>
  and(eq(bingoDailyBoards.campaignId, campaign.id), eq(bingoDailyBoards.userId, userId), eq(bingoDailyBoards.day, day));

/** The member's board for a day: what is stored, or what the seed deals before the first summon. */
export async function dailyBoardOf(
  db: DbOrTx,
  campaign: BingoCampaignRow,
  userId: string,
  day: string,
): Promise<BingoDailyBoard> {
  const [[row], prizes, matrix, order] = await Promise.all([
    db
      .select()
      .from(bingoDailyBoards)
      .where(dailyBoardKey(campaign, userId, day)),
    db
      .select()
      .from(bingoDailyPrizes)
      .where(
        and(
          eq(bingoDailyPrizes.campaignId, campaign.id),
          eq(bingoDailyPrizes.userId, userId),
          eq(bingoDailyPrizes.day, day),
        ),
      )
      .orderBy(asc(bingoDailyPrizes.createdAt)),
    dailyBoardFromSeed(campaign.serverSeed, userId, day, campaign.perColumn),
    dailyCallerFromSeed(campaign.serverSeed, day, campaign.perColumn),
  ]);
  const summoned = order.slice(0, row?.summonCount ?? 0);
  return {
    day,
    matrix_monster: matrix,
    free_number: matrix[2]?.[2] as number,
    monster_user: summoned,
    monster_day: order.length,
    lines: completedLines(markedSquares(matrix, summoned)),
    prizes: prizes.map((prize) => ({ line: prize.line, points: prize.points, won_at: prize.createdAt.toISOString() })),
  };
}
