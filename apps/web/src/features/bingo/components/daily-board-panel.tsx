import type { BingoDailyBoard, BingoDailySummonData } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../lib/toast";
import { summonDaily } from "../api/bingo-api";
import { BingoBoard } from "./bingo-board";

/**
 * Today's board: a fresh board every day on which the member summons every monster the day calls,
 * one at a time or all at once; each line pays once.
 */
export function DailyBoardPanel({
  board,
  linePoints,
  points,
  prizeText,
  onSummoned,
  onError,
}: {
  board: BingoDailyBoard;
  linePoints: number;
  points: (value: number) => string;
  prizeText: (line: string) => string;
  onSummoned: (data: BingoDailySummonData) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation("bingo");
  const [latest, setLatest] = useState<number | null>(null);
  const summon = useMutation({
    mutationFn: summonDaily,
    onSuccess: (data) => {
      const onBoard = data.monsters.filter((monster) => data.daily_board?.matrix_monster.flat().includes(monster));
      setLatest(data.monsters.at(-1) ?? null);
      if (data.monsters.length === 1) {
        toast.success(t(onBoard.length ? "summon.onBoard" : "summon.offBoard", { number: data.monsters[0] }));
      } else {
        toast.success(t("daily.summonedMany", { summoned: data.monsters.length, onBoard: onBoard.length }));
      }
      onSummoned(data);
    },
    onError,
  });
  const left = board.monster_day - board.monster_user.length;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card id="bingo-daily-card" title={t("daily.title")}>
        <p className="mb-3 text-sm text-gray-700">
          {t("daily.lead", { calls: board.monster_day, line: points(linePoints) })}
        </p>
        <BingoBoard
          matrix={board.matrix_monster}
          summoned={board.monster_user}
          latest={latest}
          listLabel={t("daily.label")}
          testId="bingo-daily-board"
        />
        <div className="mt-4 flex flex-col items-center gap-2">
          {left === 0 ? (
            <p className="text-center text-sm font-semibold text-brand-700" role="status">
              {t("daily.done")}
            </p>
          ) : (
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
              <button
                type="button"
                className={primaryButton}
                disabled={summon.isPending}
                aria-busy={summon.isPending}
                onClick={() => summon.mutate(false)}
              >
                {t("daily.summonOne")}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={summon.isPending}
                onClick={() => summon.mutate(true)}
              >
                {t("daily.summonAll", { left })}
              </button>
            </div>
          )}
          <p className="text-sm text-gray-700" data-testid="bingo-daily-count">
            {t("daily.count", { summoned: board.monster_user.length, total: board.monster_day })}
          </p>
        </div>
      </Card>
      <Card id="bingo-daily-prizes" title={t("daily.linesTitle")}>
        {board.prizes.length === 0 ? (
          <p className="text-sm text-gray-700">{t("daily.noLines", { line: points(linePoints) })}</p>
        ) : (
          <ul className="space-y-1" data-testid="bingo-daily-prizes">
            {board.prizes.map((prize) => (
              <li key={prize.line} className="flex justify-between gap-2 text-sm">
                <span>{prizeText(prize.line)}</span>
                <span className="font-semibold text-green-800">+{points(prize.points)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-gray-700">{t("daily.rules", { line: points(linePoints) })}</p>
      </Card>
    </div>
  );
}
