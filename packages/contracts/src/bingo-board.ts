/**
 * Monster bingo's rules as pure functions, shared by the server (which deals boards and calls
 * monsters) and the web app (which lets a member re-derive both from the revealed seed).
 *
 * A board is 5 columns like classic bingo: column c holds numbers from its own range
 * (c * size + 1 .. c * size + size, size = monsters per column), five distinct ones each, read
 * top to bottom. The centre square is free: its number (`free_number`) counts as marked from the start.
 * A campaign's calling order (`bingo_caller`) is a shuffle of every monster of the campaign; a
 * member's n-th summon calls the n-th monster of that order, so nobody, the house included, can
 * choose what a summon brings once the seed's hash is published.
 */

export const boardSize = 5;
export const centre = 2;

/** A source of whole numbers in [0, bound): seeded for real boards, arbitrary in property tests. */
export type DrawInt = (bound: number) => number;

/** Rows of numbers, `board[row][column]`. */
export type Board = number[][];

export type BingoLine = `row${number}` | `col${number}` | `diag${0 | 1}`;

export function columnRange(column: number, perColumn: number): { low: number; high: number } {
  return { low: column * perColumn + 1, high: column * perColumn + perColumn };
}

/** Fisher-Yates with the given draws: every order equally likely when the draws are uniform. */
export function shuffle<T>(items: readonly T[], draw: DrawInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Deals a board: each column takes the first five of a shuffle of its range. */
export function dealBoard(perColumn: number, draw: DrawInt): Board {
  if (perColumn < boardSize) throw new RangeError("a column needs at least five monsters");
  const columns = Array.from({ length: boardSize }, (_, column) => {
    const { low } = columnRange(column, perColumn);
    const range = Array.from({ length: perColumn }, (_, n) => low + n);
    return shuffle(range, draw).slice(0, boardSize);
  });
  return Array.from({ length: boardSize }, (_, row) => columns.map((column) => column[row] as number));
}

/** The campaign's calling order: every monster, 1 .. 5 * perColumn, once. */
export function callingOrder(perColumn: number, draw: DrawInt): number[] {
  return shuffle(
    Array.from({ length: boardSize * perColumn }, (_, n) => n + 1),
    draw,
  );
}

export const freeNumberOf = (board: Board): number => board[centre]?.[centre] as number;

/** A board is valid when every column holds five distinct numbers of its own range. */
export function isValidBoard(board: Board, perColumn: number): boolean {
  if (board.length !== boardSize || board.some((row) => row.length !== boardSize)) return false;
  for (let column = 0; column < boardSize; column++) {
    const { low, high } = columnRange(column, perColumn);
    const values = board.map((row) => row[column] as number);
    if (new Set(values).size !== boardSize) return false;
    if (values.some((value) => !Number.isInteger(value) || value < low || value > high)) return false;
  }
  return true;
}

/** Which squares are marked: the free centre, and every square whose monster was summoned. */
export function markedSquares(board: Board, summoned: Iterable<number>): boolean[][] {
  const called = new Set(summoned);
  return board.map((row, r) => row.map((value, c) => (r === centre && c === centre) || called.has(value)));
}

/** Every line, with its squares: 5 rows, 5 columns, 2 diagonals. */
export function allLines(): { line: BingoLine; squares: [number, number][] }[] {
  const span = Array.from({ length: boardSize }, (_, n) => n);
  return [
    ...span.map((r) => ({ line: `row${r}` as BingoLine, squares: span.map((c) => [r, c] as [number, number]) })),
    ...span.map((c) => ({ line: `col${c}` as BingoLine, squares: span.map((r) => [r, c] as [number, number]) })),
    { line: "diag0", squares: span.map((n) => [n, n] as [number, number]) },
    { line: "diag1", squares: span.map((n) => [n, boardSize - 1 - n] as [number, number]) },
  ];
}

/** The lines whose five squares are all marked. */
export function completedLines(marked: boolean[][]): BingoLine[] {
  return allLines()
    .filter(({ squares }) => squares.every(([r, c]) => marked[r]?.[c] === true))
    .map(({ line }) => line);
}

export const isFullBoard = (marked: boolean[][]): boolean => marked.every((row) => row.every(Boolean));

// --- Commit-reveal: the seed's hash is published at open, the seed at close. ---

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** SHA-256 of the seed's text, in hex: what the campaign publishes when it opens. */
export async function seedHash(serverSeed: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(serverSeed)));
}

/**
 * A deterministic stream of draws: HMAC-SHA256(seed, "<label>:<block>") blocks read as 32-bit
 * numbers, with rejection sampling so each draw is exactly uniform. Enough blocks are computed up
 * front for a board or a calling order (a few hundred draws at most).
 */
export async function seededDraws(serverSeed: string, label: string, blocks = 48): Promise<DrawInt> {
  const key = await globalThis.crypto.subtle.importKey(
    "raw",
    encoder.encode(serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const chunks = await Promise.all(
    Array.from({ length: blocks }, (_, block) =>
      globalThis.crypto.subtle.sign("HMAC", key, encoder.encode(`${label}:${block}`)),
    ),
  );
  const words: number[] = [];
  for (const chunk of chunks) {
    const view = new DataView(chunk);
    for (let offset = 0; offset < view.byteLength; offset += 4) words.push(view.getUint32(offset));
  }
  let next = 0;
  return (bound: number) => {
    const limit = Math.floor(2 ** 32 / bound) * bound;
    while (next < words.length) {
      const word = words[next++] as number;
      if (word < limit) return word % bound;
    }
    throw new Error("the seeded stream ran out of draws");
  };
}

/** A member's board, from the campaign's seed and the member's id. */
export async function boardFromSeed(serverSeed: string, userId: string, perColumn: number): Promise<Board> {
  return dealBoard(perColumn, await seededDraws(serverSeed, `board:${userId}`));
}

/** The campaign's calling order, from its seed. */
export async function callerFromSeed(serverSeed: string, perColumn: number): Promise<number[]> {
  return callingOrder(perColumn, await seededDraws(serverSeed, "caller"));
}
