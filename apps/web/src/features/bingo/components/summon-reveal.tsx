import { useTranslation } from "react-i18next";
import { placeOf } from "../lib/board";
import { MonsterIcon } from "./monster-icon";

/**
 * The monster a summon called, shown as it arrives (it rises and turns in; it simply appears for
 * those who ask for less motion), and where it landed on the board, read out as it changes.
 */
export function SummonReveal({ monster, matrix }: { monster: number; matrix: number[][] }) {
  const { t } = useTranslation("bingo");
  const place = placeOf(matrix, monster);
  return (
    <div
      role="status"
      data-testid="summon-reveal"
      className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3"
    >
      <span
        key={monster}
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white shadow motion-safe:animate-[bingo-reveal_700ms_ease-out]"
      >
        <MonsterIcon number={monster} dim={false} />
      </span>
      <p className="text-sm text-gray-900">
        <span className="block font-semibold">{t("reveal.called", { number: monster })}</span>
        {place ? t("reveal.landed", { letter: place.letter, row: place.row }) : t("reveal.missed")}
      </p>
    </div>
  );
}
