import type { SurveyResult } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { surveyResultQuery } from "../api/surveys-api";
import { PageError, PageLoading, PageShell } from "../components/page-states";
import { formatDay, formatPoints } from "../lib/format";

type OwnAnswer = SurveyResult["answers"][number];

/** `/home/survey/:id/result`: the member's own answers and the reward they brought. */
export function SurveyResultPage() {
  const { t, i18n } = useTranslation("surveys");
  const { id = "" } = useParams();
  const result = useQuery(surveyResultQuery(id));

  if (result.isPending) return <PageShell>{<PageLoading label={t("result.title")} />}</PageShell>;
  if (result.isError)
    return <PageShell>{<PageError error={result.error} retry={() => void result.refetch()} />}</PageShell>;
  const { survey, reward, answered_at, answers } = result.data;

  return (
    <PageShell>
      <header className="space-y-1">
        <p className="text-sm font-medium text-gray-600">{t("result.title")}</p>
        <h1 className="text-2xl font-bold text-gray-900">{survey.title}</h1>
        <p className="font-semibold text-brand-700">
          {t("result.reward", { points: formatPoints(reward, i18n.language) })}
        </p>
        <p className="text-sm text-gray-600">
          {t("result.answeredAt", { date: formatDay(answered_at, i18n.language) })}
        </p>
      </header>
      <ol className="space-y-3">
        {answers.map((answer, index) => (
          <li key={answer.question_id} className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
            <h2 className="font-semibold text-gray-900">
              {index + 1}. {answer.title}
            </h2>
            <AnswerValue answer={answer} />
          </li>
        ))}
      </ol>
      {survey.result_announced && (
        <Link to={`/home/survey/${survey.id}/view-pr`} className={textLink}>
          {t("item.summary")}
        </Link>
      )}
    </PageShell>
  );
}

function AnswerValue({ answer }: { answer: OwnAnswer }) {
  const { t } = useTranslation("surveys");
  const values = [
    ...answer.choices,
    answer.other_text,
    answer.text,
    answer.number,
    answer.zip,
    answer.date,
    answer.rating,
  ].filter((value) => value !== null && value !== "");
  return (
    <div className="mt-2 space-y-2 text-gray-800">
      {values.length > 0 ? (
        <p className="break-words whitespace-pre-line">{values.join(", ")}</p>
      ) : (
        answer.images.length === 0 && <p className="text-gray-600">{t("result.noAnswer")}</p>
      )}
      {answer.images.length > 0 && (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-5"
          aria-label={t("result.images", { count: answer.images.length })}
        >
          {answer.images.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={t("result.imageAlt", { index: index + 1, question: answer.title })}
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {answer.note && <p className="text-sm text-gray-600">{t("result.note", { note: answer.note })}</p>}
    </div>
  );
}
