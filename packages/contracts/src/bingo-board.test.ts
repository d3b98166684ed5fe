import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allLines,
  boardFromSeed,
  boardSize,
  callerFromSeed,
  callingOrder,
  completedLines,
  type DrawInt,
  dealBoard,
  freeNumberOf,
  isFullBoard,
  isValidBoard,
  markedSquares,
  seedHash,
} from "./bingo-board.js";

/** Draws from an arbitrary list of numbers: fast-check chooses them, so boards cover every shape. */
function drawsFrom(values: number[]): DrawInt {
  let next = 0;
  return (bound) => (values[next++ % Math.max(values.length, 1)] ?? 0) % bound;
}

const perColumn = fc.integer({ min: 5, max: 15 });
const draws = fc.array(fc.nat(), { minLength: 1, maxLength: 200 });
const board = fc.tuple(perColumn, draws).map(([size, values]) => ({ size, board: dealBoard(size, drawsFrom(values)) }));

describe("monster bingo boards", () => {
  it("every dealt board is valid: five distinct numbers per column, each in its column's range", () => {
    fc.assert(fc.property(board, ({ size, board }) => isValidBoard(board, size)));
  });

  it("a calling order holds every monster exactly once", () => {
    fc.assert(
      fc.property(perColumn, draws, (size, values) => {
        const order = callingOrder(size, drawsFrom(values));
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 5 * size }, (_, n) => n + 1));
      }),
    );
  });

  it("finds every line whose monsters were all summoned", () => {
    const lineIndex = fc.integer({ min: 0, max: allLines().length - 1 });
    fc.assert(
      fc.property(board, lineIndex, fc.array(fc.integer({ min: 1, max: 75 })), ({ board }, index, extra) => {
        const target = allLines()[index];
        if (!target) throw new Error("no such line");
        const summoned = [...target.squares.map(([r, c]) => board[r]?.[c] as number), ...extra];
        expect(completedLines(markedSquares(board, summoned))).toContain(target.line);
      }),
    );
  });

  it("never reports a line with an unmarked square", () => {
    fc.assert(
      fc.property(board, fc.array(fc.integer({ min: 1, max: 75 })), ({ board }, summoned) => {
        const marked = markedSquares(board, summoned);
        for (const line of completedLines(marked)) {
          const squares = allLines().find((candidate) => candidate.line === line)?.squares ?? [];
          for (const [r, c] of squares) {
            const free = r === 2 && c === 2;
            expect(free || summoned.includes(board[r]?.[c] as number)).toBe(true);
          }
        }
      }),
    );
  });

  it("marks only the free centre before any summon, so no line and no full board", () => {
    fc.assert(
      fc.property(board, ({ board }) => {
        const marked = markedSquares(board, []);
        expect(marked.flat().filter(Boolean)).toHaveLength(1);
        expect(completedLines(marked)).toEqual([]);
        expect(isFullBoard(marked)).toBe(false);
      }),
    );
  });

  it("a board whose every monster was summoned is full, with all twelve lines", () => {
    fc.assert(
      fc.property(board, ({ board }) => {
        const marked = markedSquares(board, board.flat());
        expect(isFullBoard(marked)).toBe(true);
        expect(completedLines(marked)).toHaveLength(2 * boardSize + 2);
      }),
    );
  });
});

describe("the fairness proof", () => {
  it("publishes the SHA-256 of the seed", async () => {
    expect(await seedHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("derives the same board and calling order from the same seed, and different ones per member", async () => {
    const seed = "6d6f6e73746572";
    const first = await boardFromSeed(seed, "member-a", 8);
    expect(await boardFromSeed(seed, "member-a", 8)).toEqual(first);
    expect(await boardFromSeed(seed, "member-b", 8)).not.toEqual(first);
    expect(isValidBoard(first, 8)).toBe(true);
    expect(freeNumberOf(first)).toBe(first[2]?.[2]);
    expect(await callerFromSeed(seed, 8)).toEqual(await callerFromSeed(seed, 8));
  });

  it("deals valid boards from any seed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.uuid(), perColumn, async (seed, userId, size) => {
        expect(isValidBoard(await boardFromSeed(seed, userId, size), size)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
