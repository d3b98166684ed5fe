/**
 * The daily board: beside the weekly board (one summon a day), each member gets a fresh board every
 * local day on which they may summon every monster the day calls, one at a time or all at once.
 *
 * Both come from the campaign's seed, so the hash published at open commits to them as it does to
 * the weekly board: the member's board for a day is dealt from `daily-board:<day>:<member id>`, and
 * the day's calling order (the same for every member of the market) is the first
 * `dailyCallsOf(perColumn)` monsters of a shuffle drawn from `daily-caller:<day>`.
 */
import { type Board, boardSize, callingOrder, dealBoard, seededDraws } from "./bingo-board.js";

/**
 * How many monsters a day calls: half the campaign's. Calling every monster would mark every
 * square of every board, so each line would be a certainty rather than a game; half of 40 gives a
 * line on about one board in three.
 */
export const dailyCallsOf = (perColumn: number): number => Math.floor((boardSize * perColumn) / 2);

/** The day's calling order: the monsters it calls, in the order its summons call them. */
export function dailyCaller(perColumn: number, draw: (bound: number) => number): number[] {
  return callingOrder(perColumn, draw).slice(0, dailyCallsOf(perColumn));
}

/** A member's board for one local day, from the campaign's seed. */
export async function dailyBoardFromSeed(
  serverSeed: string,
  userId: string,
  day: string,
  perColumn: number,
): Promise<Board> {
  return dealBoard(perColumn, await seededDraws(serverSeed, `daily-board:${day}:${userId}`));
}

/** A day's calling order, from the campaign's seed. */
export async function dailyCallerFromSeed(serverSeed: string, day: string, perColumn: number): Promise<number[]> {
  return dailyCaller(perColumn, await seededDraws(serverSeed, `daily-caller:${day}`));
}

/**
 * Where a daily board's count goes for a summon: one more, or every monster the day has left.
 * `null` when the day has called them all.
 */
export function nextDailyCount(summoned: number, calls: number, all: boolean): number | null {
  if (summoned >= calls) return null;
  return all ? calls : summoned + 1;
}
