import { errorCodes } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { surveyDetailQuery } from "../api/surveys-api";
import { useSurveyErrorText } from "../components/error-text";
import { SurveyAnswering } from "../components/survey-answering";
import { SurveyRefused } from "../components/survey-refused";

/**
 * `/home/survey/:id?current=N&total=M`. A survey already answered (123) says so; one the member
 * cannot act on (122) sends them back to the list without a word, as the spec has it.
 */
export function SurveyAnswerPage() {
  const { t } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  const { id = "" } = useParams();
  const survey = useQuery(surveyDetailQuery(id));

  let body: React.ReactNode;
  if (survey.isPending) {
    body = (
      <div role="status" aria-label={t("answer.loading")} className="space-y-3">
        <div className="h-8 w-2/3 animate-pulse rounded bg-gray-100 motion-reduce:animate-none" />
        <div className="h-48 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
      </div>
    );
  } else if (survey.isError) {
    const error = survey.error;
    if (error instanceof ApiError && error.code === errorCodes.surveyAlreadyAnswered) {
      body = <SurveyRefused message={error.message} />;
    } else if (error instanceof ApiError && (error.code === errorCodes.surveyUnavailable || error.status === 400)) {
      return <Navigate to="/home/survey/my-survey" replace />;
    } else {
      body = (
        <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
          <p role="alert" className="font-medium text-red-800">
            {errorText(error)}
          </p>
          <button type="button" onClick={() => void survey.refetch()} className={`${smallSecondaryButton} mt-3`}>
            {t("list.retry")}
          </button>
        </div>
      );
    }
  } else {
    body = <SurveyAnswering survey={survey.data} />;
  }
  return <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">{body}</div>;
}
