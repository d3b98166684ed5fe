import { describe, expect, it } from "vitest";
import { placeOf, prizeLabel, squaresOf, timeLeft } from "./board";

describe("the bingo board and its prizes", () => {
  it("names prizes by line, counting from one", () => {
    expect(prizeLabel("row0")).toEqual({ key: "prizes.row", n: 1 });
    expect(prizeLabel("col4")).toEqual({ key: "prizes.col", n: 5 });
    expect(prizeLabel("diag1")).toEqual({ key: "prizes.diag", n: 2 });
    expect(prizeLabel("full").key).toBe("prizes.full");
    expect(prizeLabel("consolation").key).toBe("prizes.consolation");
  });

  it("counts down to the end of the week and stops at zero", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(timeLeft("2026-11-25T13:30:00Z", now)).toEqual({ days: 2, hours: 3, minutes: 30 });
    expect(timeLeft("2026-11-23T09:00:00Z", now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("marks the free centre and summoned monsters only", () => {
    const matrix = [0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => c * 8 + r + 1));
    const squares = squaresOf(matrix, [1]);
    expect(squares.filter((square) => square.marked).map((square) => square.monster)).toEqual([1, 19]);
    expect(squares.find((square) => square.free)?.monster).toBe(19);
  });
});

describe("where a summoned monster lands", () => {
  it("names the column's letter and the row, or nothing off the board", () => {
    const matrix = [
      [1, 16, 31, 46, 61],
      [2, 17, 32, 47, 62],
      [3, 18, 0, 48, 63],
      [4, 19, 33, 49, 64],
      [5, 20, 34, 50, 65],
    ];
    expect(placeOf(matrix, 47)).toEqual({ letter: "G", row: 2 });
    expect(placeOf(matrix, 5)).toEqual({ letter: "B", row: 5 });
    expect(placeOf(matrix, 70)).toBeNull();
  });
});
