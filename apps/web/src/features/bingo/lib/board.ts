// The board as the bingo screen draws it: its squares and column letters, the lines its prizes are
// named after, and the time left in its week.

import { boardSize, markedSquares } from "@rewards/contracts";

/** The five column letters over the board, as in classic bingo. */
export const columnLetters = ["B", "I", "N", "G", "O"] as const;

/** A prize's line as a translation key and its number: 'row0' is row 1, 'diag1' the second diagonal. */
export function prizeLabel(line: string): { key: string; n: number } {
  const match = /^(row|col|diag)(\d)$/.exec(line);
  if (match) return { key: `prizes.${match[1]}`, n: Number(match[2]) + 1 };
  return { key: `prizes.${line === "full" ? "full" : "consolation"}`, n: 0 };
}

/** Days, hours and minutes until an instant (never negative). */
export function timeLeft(until: string, now: number): { days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.floor((Date.parse(until) - now) / 60_000));
  return {
    days: Math.floor(minutesLeft / (24 * 60)),
    hours: Math.floor((minutesLeft % (24 * 60)) / 60),
    minutes: minutesLeft % 60,
  };
}

/** The squares of a board, row by row, each with its monster and whether it is marked. */
export function squaresOf(matrix: number[][], summoned: number[]) {
  const marked = markedSquares(matrix, summoned);
  return matrix.flatMap((row, r) =>
    row.map((monster, c) => ({
      monster,
      row: r,
      column: c,
      free: r === Math.floor(boardSize / 2) && c === Math.floor(boardSize / 2),
      marked: marked[r]?.[c] === true,
    })),
  );
}

/** Where a monster sits on a board: its column's letter and its row from the top (1 to 5), or null. */
export function placeOf(matrix: number[][], monster: number): { letter: string; row: number } | null {
  for (const [r, row] of matrix.entries()) {
    const c = row.indexOf(monster);
    if (c >= 0) return { letter: columnLetters[c] ?? "?", row: r + 1 };
  }
  return null;
}
