import {
  type BingoLine,
  type BingoPrize,
  type BingoSummonSource,
  bingoMessages,
  completedLines,
  entryNotes,
  errorCodes,
  isFullBoard,
  markedSquares,
} from "@rewards/contracts";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { postPoints } from "../ledger/index.js";
import { boardOf } from "./boards.js";
import { type BingoBoardRow, type BingoCampaignRow, bingoBoards, bingoPrizes, bingoSummons } from "./tables.js";

/** Daily summons (the day's own and caught-up days) that pay the consolation prize. */
export const consolationDays = 7;

export type SummonRequest = {
  userId: string;
  /** Names the summon for good: `day:<local day>` or `activity:<event id>`. */
  key: string;
  source: BingoSummonSource;
  day: string | null;
  timeZone: string;
  /** A bonus must never fail the earning that gave it: with every monster called, it just lapses. */
  lapseWhenAllCalled?: boolean;
};

export type Summoned = { monster: number; onBoard: boolean; newPrizes: BingoPrize[] };

/** Every prize the board has earned so far: its lines, the full board, and the consolation. */
function prizesEarned(campaign: BingoCampaignRow, board: BingoBoardRow, dailySummons: number) {
  const marked = markedSquares(board.matrix, campaign.callingOrder.slice(0, board.summonCount));
  const earned: { line: string; points: number }[] = completedLines(marked).map((line: BingoLine) => ({
    line,
    points: campaign.linePoints,
  }));
  if (isFullBoard(marked)) earned.push({ line: "full", points: campaign.jackpotPoints });
  if (dailySummons >= consolationDays) earned.push({ line: "consolation", points: campaign.consolationPoints });
  return earned;
}

/**
 * Pays what the board has earned and not been paid yet. A prize row per member, campaign and line
 * claims it first (a parallel payer finds the row taken and pays nothing); the ledger's key naming
 * the same line makes a retry after a crash a replay, never a second payment.
 */
async function payPrizes(tx: Tx, campaign: BingoCampaignRow, board: BingoBoardRow, timeZone: string) {
  const [daily] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bingoSummons)
    .where(
      and(
        eq(bingoSummons.campaignId, campaign.id),
        eq(bingoSummons.userId, board.userId),
        inArray(bingoSummons.source, ["daily", "video"]),
      ),
    );
  const paid: BingoPrize[] = [];
  for (const prize of prizesEarned(campaign, board, daily?.n ?? 0)) {
    const [claimed] = await tx
      .insert(bingoPrizes)
      .values({ id: newId(), campaignId: campaign.id, userId: board.userId, line: prize.line, points: prize.points })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    if (prize.points > 0) {
      const { entry } = await postPoints(tx, {
        userId: board.userId,
        amountCents: prize.points,
        type: "Campaign",
        cause: { kind: "bingo_prize", id: claimed.id },
        idempotencyKey: `bingo:${campaign.id}:${board.userId}:${prize.line}`,
        note:
          prize.line === "full"
            ? entryNotes.bingoJackpot
            : prize.line === "consolation"
              ? entryNotes.bingoConsolation
              : entryNotes.bingoLine,
      });
      await tx.update(bingoPrizes).set({ entryId: entry.id }).where(eq(bingoPrizes.id, claimed.id));
    }
    await recordActivity(tx, {
      userId: board.userId,
      kind: "bingo_prize_won",
      cause: `${campaign.id}:${board.userId}:${prize.line}`,
      detail: { campaign_id: campaign.id, line: prize.line, points: prize.points },
      timeZone,
    });
    paid.push({ line: prize.line, points: prize.points, won_at: claimed.createdAt.toISOString() });
  }
  return paid;
}

/**
 * One summon, in the caller's transaction, or `null` when its key was already used (the day
 * summoned, the event already counted). The key is claimed first: a parallel summon of the same
 * key waits on the unique index and then finds it taken. The board's count then moves by one
 * conditional update, which says which monster of the calling order this summon calls.
 */
export async function summonOnce(tx: Tx, campaign: BingoCampaignRow, request: SummonRequest): Promise<Summoned | null> {
  const { userId } = request;
  const [claim] = await tx
    .insert(bingoSummons)
    .values({
      id: newId(),
      campaignId: campaign.id,
      userId,
      key: request.key,
      source: request.source,
      day: request.day,
    })
    .onConflictDoNothing()
    .returning({ id: bingoSummons.id });
  if (!claim) return null;

  const matrix = await boardOf(campaign, userId);
  await tx
    .insert(bingoBoards)
    .values({ campaignId: campaign.id, userId, matrix, freeNumber: matrix[2]?.[2] as number })
    .onConflictDoNothing();
  const pool = campaign.callingOrder.length;
  const [board] = await tx
    .update(bingoBoards)
    .set({ summonCount: sql`${bingoBoards.summonCount} + 1` })
    .where(
      and(eq(bingoBoards.campaignId, campaign.id), eq(bingoBoards.userId, userId), lt(bingoBoards.summonCount, pool)),
    )
    .returning();
  if (!board) {
    // Every monster of the campaign has been called for this member: nothing left to call.
    if (request.lapseWhenAllCalled) {
      await tx.delete(bingoSummons).where(eq(bingoSummons.id, claim.id));
      return null;
    }
    throw new AppError(409, errorCodes.outOfRange, bingoMessages.allSummoned);
  }
  const monster = campaign.callingOrder[board.summonCount - 1] as number;
  await tx.update(bingoSummons).set({ position: board.summonCount, monster }).where(eq(bingoSummons.id, claim.id));
  await recordActivity(tx, {
    userId,
    kind: "bingo_summoned",
    cause: `${campaign.id}:${userId}:${request.key}`,
    detail: { campaign_id: campaign.id, monster, source: request.source },
    timeZone: request.timeZone,
  });
  const newPrizes = await payPrizes(tx, campaign, board, request.timeZone);
  return { monster, onBoard: board.matrix.flat().includes(monster), newPrizes };
}
