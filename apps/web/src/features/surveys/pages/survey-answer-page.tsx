import { errorCodes } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { surveyDetailQuery, surveyDraftQuery } from "../api/surveys-api";
import { isFinalRefusal, useSurveyErrorText } from "../components/error-text";
import { PageError, PageLoading, PageShell } from "../components/page-states";
import { SurveyAnswering } from "../components/survey-answering";
import { SurveyRefused } from "../components/survey-refused";

/**
 * `/home/survey/:id?current=N&total=M`. A survey the member cannot answer says why (123 is the
 * spec's refusal alert; a store check-in, the window, the targeting or a full survey likewise),
 * without a retry that would only say it again. One they cannot act on at all (122) sends them
 * back to the list without a word, as the spec has it.
 */
export function SurveyAnswerPage() {
  const { t } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  const { id = "" } = useParams();
  const survey = useQuery(surveyDetailQuery(id));
  // The answers kept from an earlier visit (here or on another device); without them the survey starts afresh.
  const kept = useQuery({ ...surveyDraftQuery(id), enabled: survey.isSuccess });

  if (survey.isPending || (survey.isSuccess && kept.isPending))
    return <PageShell>{<PageLoading label={t("answer.loading")} />}</PageShell>;
  if (survey.isError) {
    const error = survey.error;
    if (isFinalRefusal(error)) return <PageShell>{<SurveyRefused message={errorText(error)} />}</PageShell>;
    if (error instanceof ApiError && (error.code === errorCodes.surveyUnavailable || error.status === 400)) {
      return <Navigate to="/home/survey/my-survey" replace />;
    }
    return <PageShell>{<PageError error={error} retry={() => void survey.refetch()} />}</PageShell>;
  }
  return (
    <PageShell>
      <SurveyAnswering survey={survey.data} kept={kept.data ?? null} />
    </PageShell>
  );
}
