import { errorCodes, type QuestionStatistic } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { surveyStatisticsQuery } from "../api/surveys-api";
import { PageError, PageLoading, PageShell } from "../components/page-states";
import { ShareBars } from "../components/share-bars";

/**
 * `/home/survey/:id/view-pr`: each question's answers as counts and shares, once the results are
 * announced; before that, the spec's 'The summary report is not available now'.
 */
export function SurveySummaryPage() {
  const { t } = useTranslation("surveys");
  const { id = "" } = useParams();
  const statistics = useQuery(surveyStatisticsQuery(id));

  if (statistics.isPending) return <PageShell>{<PageLoading label={t("summary.title")} />}</PageShell>;
  if (statistics.isError) {
    const error = statistics.error;
    if (error instanceof ApiError && error.code === errorCodes.surveyReportUnavailable) {
      return (
        <PageShell>
          <h1 className="text-2xl font-bold text-gray-900">{t("summary.title")}</h1>
          <p role="status" className="rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-800">
            {t("summary.unavailable")}
          </p>
        </PageShell>
      );
    }
    return <PageShell>{<PageError error={error} retry={() => void statistics.refetch()} />}</PageShell>;
  }
  const { survey, responses, questions } = statistics.data;
  return (
    <PageShell>
      <header className="space-y-1">
        <p className="text-sm font-medium text-gray-600">{t("summary.title")}</p>
        <h1 className="text-2xl font-bold text-gray-900">{survey.title}</h1>
        <p className="text-sm text-gray-700">{t("summary.responses", { count: responses })}</p>
      </header>
      <ol className="space-y-3">
        {questions.map((question, index) => (
          <li key={question.question_id} className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
            <h2 className="font-semibold text-gray-900">
              {index + 1}. {question.title}
            </h2>
            <p className="mb-3 text-sm text-gray-600">{t("summary.answered", { count: question.answered })}</p>
            <QuestionChart question={question} />
          </li>
        ))}
      </ol>
    </PageShell>
  );
}

function QuestionChart({ question }: { question: QuestionStatistic }) {
  const { t, i18n } = useTranslation("surveys");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  if (question.choices) {
    const shares = question.choices.map((choice) => ({ key: choice.id, ...choice }));
    return <ShareBars shares={shares} label={question.title} />;
  }
  if (question.distribution) {
    const shares = question.distribution.map((bucket) => ({
      key: `${bucket.from}-${bucket.to}`,
      label:
        bucket.from === bucket.to
          ? number.format(bucket.from)
          : t("summary.range", { from: number.format(bucket.from), to: number.format(bucket.to) }),
      count: bucket.count,
      percent: bucket.percent,
    }));
    return (
      <div className="space-y-2">
        {question.average !== null && question.average !== undefined && (
          <p className="text-sm font-medium text-gray-800">
            {t("summary.average", { value: number.format(question.average) })}
          </p>
        )}
        <ShareBars shares={shares} label={question.title} />
      </div>
    );
  }
  return <p className="text-sm text-gray-600">{t("summary.freeAnswers")}</p>;
}
