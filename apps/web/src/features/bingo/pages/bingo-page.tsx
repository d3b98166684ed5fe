import {
  type BingoCampaignState,
  type BingoDailySummonData,
  type BingoSummonData,
  bingoMessages,
} from "@rewards/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { primaryButton } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { formatPoints } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { bingoQuery, summonToday } from "../api/bingo-api";
import { BingoBoard } from "../components/bingo-board";
import { CatchUpVideo } from "../components/catch-up-video";
import { DailyBoardPanel } from "../components/daily-board-panel";
import { FairnessProof } from "../components/fairness-proof";
import { SummonReveal } from "../components/summon-reveal";
import { prizeLabel, timeLeft } from "../lib/board";

/**
 * `/home/bingo`: two tabs. The week: the member's weekly monster board, today's summon, the
 * catch-up video for missed days, the prizes won, the week's countdown and the fairness proof.
 * Today (`?board=today`): the daily board, every monster of the day to summon.
 */
export function BingoPage() {
  const { t, i18n } = useTranslation("bingo");
  const refusalText = useRefusalText({ context: "bingo", messages: bingoMessages, failed: t("errors.generic") });
  const campaign = useQuery(bingoQuery);
  const [search, setSearch] = useSearchParams();
  const tab = search.get("board") === "today" ? "today" : "week";
  const [latest, setLatest] = useState<number | null>(null);
  // The countdown is first drawn as of the answer (the page the server rendered and the browser's
  // first render read the same instant), then follows the browser's clock once the page is its.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const points = (value: number) => formatPoints(value, i18n.language);
  const prizeText = (line: string) => {
    const label = prizeLabel(line);
    return t(label.key, { n: label.n });
  };

  function onNewState(data: BingoCampaignState & Pick<BingoSummonData, "new_prizes">) {
    queryClient.setQueryData(bingoQuery.queryKey, data);
    for (const key of [["points"], ["home"], ["missions"]]) void queryClient.invalidateQueries({ queryKey: key });
    for (const prize of data.new_prizes) {
      toast.success(t("summon.prize", { prize: prizeText(prize.line), points: points(prize.points) }));
    }
  }
  function onSummoned(data: BingoSummonData) {
    setLatest(data.monster);
    toast.success(t(data.on_board ? "summon.onBoard" : "summon.offBoard", { number: data.monster }));
    onNewState(data);
  }
  const onDailySummoned = (data: BingoDailySummonData) => onNewState(data);
  function onError(error: unknown) {
    toast.error(refusalText(error));
    void queryClient.invalidateQueries({ queryKey: bingoQuery.queryKey });
  }
  const summon = useMutation({ mutationFn: summonToday, onSuccess: onSummoned, onError });

  if (campaign.isPending) return <p className="px-4 py-8 text-center text-gray-700">{t("loading")}</p>;
  if (campaign.isError) {
    return (
      <p role="alert" className="px-4 py-8 text-center font-medium text-red-800">
        {t("errors.load")}
      </p>
    );
  }
  const state = campaign.data;
  const left = state.ends_at ? timeLeft(state.ends_at, now ?? campaign.dataUpdatedAt) : null;

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{t("page.title")}</h1>
        <p className="text-gray-700">
          {t("page.lead", { line: points(state.line_points || 10), jackpot: points(state.jackpot_points || 50_000) })}
        </p>
        {left && (
          <p className="text-sm font-semibold text-brand-700" data-testid="bingo-countdown">
            {t("page.endsIn", left)}
          </p>
        )}
      </header>
      {state.campaign_id === null ? (
        <p className="rounded-xl bg-gray-50 p-4 text-gray-800">{t("page.none")}</p>
      ) : (
        <Tabs
          label={t("tabs.label")}
          value={tab}
          onValueChange={(value) => setSearch(value === "today" ? { board: "today" } : {}, { replace: true })}
          tabs={[
            { value: "week", label: t("tabs.week") },
            { value: "today", label: t("tabs.today") },
          ]}
        >
          <TabPanel value="week">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="space-y-4">
                <Card id="bingo-board-card" title={t("board.title")}>
                  <BingoBoard matrix={state.matrix_monster} summoned={state.monster_user} latest={latest} />
                  {latest !== null && (
                    <div className="mt-4">
                      <SummonReveal monster={latest} matrix={state.matrix_monster} />
                    </div>
                  )}
                  <div className="mt-4 flex flex-col items-center gap-2">
                    <button
                      type="button"
                      className={primaryButton}
                      disabled={state.summoned_today || summon.isPending}
                      aria-busy={summon.isPending}
                      onClick={() => summon.mutate()}
                    >
                      {state.summoned_today ? t("summon.done") : t("summon.action")}
                    </button>
                    <p className="text-sm text-gray-700">
                      {t("summon.count", { count: state.monster_user.length, daily: state.daily_summons })}
                    </p>
                  </div>
                </Card>
              </div>
              <div className="space-y-4">
                <Card id="bingo-prizes" title={t("prizes.title")}>
                  {state.prizes.length === 0 ? (
                    <p className="text-sm text-gray-700">{t("prizes.none", { line: points(state.line_points) })}</p>
                  ) : (
                    <ul className="space-y-1" data-testid="bingo-prizes">
                      {state.prizes.map((prize) => (
                        <li key={prize.line} className="flex justify-between gap-2 text-sm">
                          <span>{prizeText(prize.line)}</span>
                          <span className="font-semibold text-green-800">+{points(prize.points)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="mt-3 text-xs text-gray-700">
                    {t("prizes.rules", {
                      line: points(state.line_points),
                      jackpot: points(state.jackpot_points),
                      consolation: points(state.consolation_points),
                    })}
                  </p>
                </Card>
                <Card id="bingo-catch-up" title={t("video.title")}>
                  <CatchUpVideo missedDays={state.missed_days} onSummoned={onSummoned} onError={onError} />
                </Card>
                <Card id="bingo-fairness" title={t("fairness.title")}>
                  <FairnessProof state={state} />
                </Card>
              </div>
            </div>
          </TabPanel>
          <TabPanel value="today">
            {tab === "today" && state.daily_board && (
              <DailyBoardPanel
                board={state.daily_board}
                linePoints={state.line_points}
                points={points}
                prizeText={prizeText}
                onSummoned={onDailySummoned}
                onError={onError}
              />
            )}
          </TabPanel>
        </Tabs>
      )}
    </div>
  );
}
