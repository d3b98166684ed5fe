import { useTranslation } from "react-i18next";
import { columnLetters, squaresOf } from "../lib/board";
import { MonsterIcon } from "./monster-icon";

/**
 * The 5-column board, each square its monster (drawn, not an emoji: `bingo_icons` stays in the
 * answer for clients that want them). A marked square shows its monster on a pink tile; one marked by the last
 * summon pops in (a still change for those who ask for less motion).
 */
export function BingoBoard({
  matrix,
  summoned,
  latest,
  listLabel,
  testId = "bingo-board",
}: {
  matrix: number[][];
  summoned: number[];
  latest: number | null;
  /** The list's accessible name, when the page shows more than one board. */
  listLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation("bingo");
  const squares = squaresOf(matrix, summoned);
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2" aria-hidden="true">
        {columnLetters.map((letter) => (
          <div key={letter} className="text-center text-lg font-extrabold text-brand-700">
            {letter}
          </div>
        ))}
      </div>
      <ul
        className="mt-1 grid grid-cols-5 gap-1.5 sm:gap-2"
        aria-label={listLabel ?? t("board.label")}
        data-testid={testId}
      >
        {squares.map((square) => {
          const label = square.free
            ? t("board.free", { number: square.monster })
            : t(square.marked ? "board.marked" : "board.open", { number: square.monster });
          return (
            <li
              key={`${square.row}-${square.column}`}
              aria-label={label}
              data-marked={square.marked}
              data-monster={square.monster}
              className={`relative flex aspect-square flex-col items-center justify-center rounded-xl border text-center ${
                square.marked ? "border-brand-700 bg-brand-100" : "border-gray-200 bg-white"
              } ${square.monster === latest ? "motion-safe:animate-[bingo-pop_600ms_ease-out]" : ""}`}
            >
              <MonsterIcon number={square.monster} dim={!square.marked} />
              <span className="text-xs font-semibold text-gray-800">
                {square.free ? t("board.freeShort") : square.monster}
              </span>
              {square.marked && !square.free && (
                <span className="absolute top-0.5 right-1 text-xs font-bold text-brand-700" aria-hidden="true">
                  ✓
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
