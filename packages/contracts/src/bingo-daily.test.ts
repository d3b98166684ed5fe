import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completedLines, type DrawInt, dealBoard, isValidBoard, markedSquares } from "./bingo-board.js";
import { dailyBoardFromSeed, dailyCaller, dailyCallerFromSeed, dailyCallsOf, nextDailyCount } from "./bingo-daily.js";

function drawsFrom(values: number[]): DrawInt {
  let next = 0;
  return (bound) => (values[next++ % Math.max(values.length, 1)] ?? 0) % bound;
}

const perColumn = fc.integer({ min: 5, max: 15 });
const draws = fc.array(fc.nat(), { minLength: 1, maxLength: 200 });
/** A member's way through a day: each step summons one monster, or all the day has left. */
const steps = fc.array(fc.boolean(), { minLength: 1, maxLength: 80 });

describe("the daily board", () => {
  it("calls half the campaign's monsters, each once and each from the campaign's range", () => {
    fc.assert(
      fc.property(perColumn, draws, (size, values) => {
        const order = dailyCaller(size, drawsFrom(values));
        expect(order).toHaveLength(dailyCallsOf(size));
        expect(new Set(order).size).toBe(order.length);
        expect(order.every((monster) => monster >= 1 && monster <= 5 * size)).toBe(true);
      }),
    );
  });

  it("whether summoned one at a time or all at once, ends with every monster of the day and pays each line once", () => {
    fc.assert(
      fc.property(perColumn, draws, draws, steps, (size, boardDraws, callDraws, allAtOnce) => {
        const board = dealBoard(size, drawsFrom(boardDraws));
        const order = dailyCaller(size, drawsFrom(callDraws));
        const calls = order.length;
        let count = 0;
        const paid: string[] = [];
        for (const all of [...allAtOnce, true]) {
          const next = nextDailyCount(count, calls, all);
          if (next === null) {
            expect(count).toBe(calls);
            break;
          }
          expect(next).toBeGreaterThan(count);
          expect(next).toBeLessThanOrEqual(calls);
          count = next;
          // What the payer does after each summon: pay the completed lines not paid yet.
          const lines = completedLines(markedSquares(board, order.slice(0, count)));
          paid.push(...lines.filter((line) => !paid.includes(line)));
        }
        expect(count).toBe(calls);
        expect(nextDailyCount(count, calls, false)).toBeNull();
        expect(paid.sort()).toEqual(completedLines(markedSquares(board, order)).sort());
      }),
    );
  });

  it("deals each member a valid board per day from the seed, and the day's calls for everyone", async () => {
    const seed = "6d6f6e73746572";
    const monday = await dailyBoardFromSeed(seed, "member-a", "2026-11-23", 8);
    expect(isValidBoard(monday, 8)).toBe(true);
    expect(await dailyBoardFromSeed(seed, "member-a", "2026-11-23", 8)).toEqual(monday);
    expect(await dailyBoardFromSeed(seed, "member-a", "2026-11-24", 8)).not.toEqual(monday);
    expect(await dailyBoardFromSeed(seed, "member-b", "2026-11-23", 8)).not.toEqual(monday);
    const calls = await dailyCallerFromSeed(seed, "2026-11-23", 8);
    expect(calls).toHaveLength(20);
    expect(await dailyCallerFromSeed(seed, "2026-11-23", 8)).toEqual(calls);
    expect(await dailyCallerFromSeed(seed, "2026-11-24", 8)).not.toEqual(calls);
  });
});
