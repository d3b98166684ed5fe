import type { SurveySummary } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { formatPoints } from "../../../lib/format";

/** A few surveys the member can answer now, and the way to the rest. */
export function OpenSurveys({ surveys, open }: { surveys: SurveySummary[]; open: number }) {
  const { t, i18n } = useTranslation("home");
  return (
    <Card
      id="home-surveys"
      title={t("surveys.title")}
      action={
        <Link to="/home/survey" className={`${textLink} text-sm`}>
          {t("surveys.all", { count: open })}
        </Link>
      }
    >
      {surveys.length === 0 ? (
        <p className="text-gray-600">{t("surveys.none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {surveys.map((survey) => {
            // A store-bound survey opens after a check-in; the list explains it, so it leads there.
            const to = survey.checked_in
              ? `/home/survey/${survey.id}?current=1&total=${survey.question_count}`
              : "/home/survey";
            return (
              <li key={survey.id}>
                <Link
                  to={to}
                  data-testid="home-survey"
                  className="flex min-h-14 items-center gap-3 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-gray-900">{survey.title}</span>
                    <span className="block text-sm text-gray-600">
                      {survey.checked_in ? t("surveys.minutes", { count: survey.length }) : t("surveys.checkInFirst")}
                    </span>
                  </span>
                  <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700 tabular-nums">
                    {t("points", { points: formatPoints(survey.reward, i18n.language) })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
