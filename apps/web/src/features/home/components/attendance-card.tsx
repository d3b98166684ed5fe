import type { AttendanceState, CheckInData } from "@rewards/contracts";
import { errorCodes } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { formatPoints } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { checkIn, homeKey } from "../api/home-api";
import { awardLines } from "../lib/award";
import { weekdayOf } from "../lib/week";

/** What a check-in changes besides the home screen: the balance and the attendance missions. */
const touched = [homeKey, ["points"], ["missions"]] as const;

function WeekStrip({ week }: { week: AttendanceState["week"] }) {
  const { t, i18n } = useTranslation("home");
  return (
    <ol className="mt-4 grid grid-cols-7 gap-1" aria-label={t("attendance.weekLabel")}>
      {week.map((day) => {
        const state = day.checked_in ? "done" : day.frozen ? "frozen" : "missed";
        const look =
          state === "done"
            ? "bg-brand-700 text-white"
            : state === "frozen"
              ? "bg-sky-100 text-sky-900"
              : "bg-gray-100 text-gray-600";
        return (
          <li key={day.day} className="flex flex-col items-center gap-1" data-testid={`attendance-day-${state}`}>
            <span className="text-[0.6875rem] text-gray-600">{weekdayOf(day.day, i18n.language)}</span>
            <span
              className={`flex size-8 items-center justify-center rounded-full text-xs font-bold ${look}`}
              role="img"
              aria-label={`${weekdayOf(day.day, i18n.language)}: ${t(`attendance.day.${state}`)}`}
            >
              {state === "done" ? "✓" : state === "frozen" ? "❄" : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Today's check-in with the streak, the freezes held and the week. The button posts the check-in;
 * what it paid stays on the card until the next visit.
 */
export function AttendanceCard({ attendance }: { attendance: AttendanceState }) {
  const { t, i18n } = useTranslation("home");
  const points = (value: number) => formatPoints(value, i18n.language);
  const [award, setAward] = useState<CheckInData | null>(null);
  const mutation = useMutation({
    mutationFn: checkIn,
    onSuccess: (answer) => {
      // The award shows on the card itself (announced by the live region around it), so no toast repeats it.
      setAward(answer);
      for (const key of touched) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const already = error instanceof ApiError && error.code === errorCodes.alreadyCheckedIn;
      toast.error(already ? t("attendance.already") : t("attendance.failed"));
      if (already) void queryClient.invalidateQueries({ queryKey: homeKey });
    },
  });
  const state = award ?? attendance;
  const done = state.checked_in_today;

  return (
    <section
      aria-labelledby="attendance-title"
      data-testid="attendance-card"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="attendance-title" className="text-lg font-bold text-gray-900">
            {t("attendance.title")}
          </h2>
          <p className="mt-1 text-sm text-gray-700" data-testid="attendance-streak">
            {t("attendance.streak", { count: state.streak })}
          </p>
          <p className="text-sm text-gray-700" data-testid="attendance-freezes">
            {t("attendance.freezes", { count: state.freezes, max: state.max_freezes })}
          </p>
        </div>
        {done ? (
          <span className="rounded-full bg-green-50 px-3 py-1.5 text-sm font-semibold text-green-800">
            {t("attendance.doneToday")}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
            className={primaryButton}
          >
            {mutation.isPending
              ? t("attendance.checkingIn")
              : t("attendance.checkIn", { points: points(state.daily_points) })}
          </button>
        )}
      </div>
      <WeekStrip week={state.week} />
      {/* Always present, so that screen readers announce the award when it replaces the hint. */}
      <div aria-live="polite">
        {award ? (
          <ul
            className="mt-4 space-y-1 rounded-xl bg-green-50 p-3 text-sm text-green-900"
            data-testid="attendance-award"
          >
            {awardLines(award).map((line) => (
              <li key={line.key}>
                {t(line.key, {
                  ...line.values,
                  ...(line.values.points !== undefined && { points: points(line.values.points) }),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-gray-600">
            {t("attendance.weeklyHint", {
              count: state.days_to_weekly_bonus,
              points: points(state.weekly_bonus_points),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
