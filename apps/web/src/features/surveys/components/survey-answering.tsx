import { errorCodes, type SurveyDetail, type SurveyDraft, surveyDraftRules, surveyPath } from "@rewards/contracts";
import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { primaryButton, quietButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import {
  type AnswerDraft,
  type AnswerProblem,
  draftFromKept,
  draftGiven,
  emptyDraft,
  logicAnswers,
  QuestionStep,
  type StepError,
  toAnswerInput,
  validateAnswer,
} from "../../../shared/survey-questions";
import { saveSurveyDraft, submitSurvey, surveyDetailQuery } from "../api/surveys-api";
import { formatBound } from "../lib/format";
import { questionOfField, stepFromSearch } from "../lib/steps";
import { isFinalRefusal, useSurveyErrorText } from "./error-text";
import { LeaveDialog } from "./leave-dialog";
import { ProgressBar } from "./progress-bar";
import { SurveyDone } from "./survey-done";
import { SurveyRefused } from "./survey-refused";

/**
 * Answering a survey, one question per step. The steps are the survey's logic walked over the
 * answers so far (`surveyPath`, which the server walks again over what is sent): a question whose
 * condition fails is not asked, a choice's jump skips ahead or ends the survey, and the count
 * follows. The step lives in the address (`current` of `total`, replaced rather than pushed, so
 * the back button leaves the survey). Each step's answers are kept on the server as a draft
 * (`kept` is what an earlier visit left, here or on another device), so a member who leaves
 * continues at the question where they left, for 7 days; leaving still asks first, since what is
 * typed on the current step is kept only at Next. Each page's seconds go with the draft.
 */
export function SurveyAnswering({ survey, kept }: { survey: SurveyDetail; kept: SurveyDraft | null }) {
  const { t, i18n } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>(() =>
    Object.fromEntries(
      (kept?.answers ?? []).map((answer) => [answer.question_id, draftFromKept(answer, i18n.language)]),
    ),
  );
  const seconds = useRef(new Map((kept?.times ?? []).map((time) => [time.question_id, time.seconds])));
  const pageOpenedAt = useRef(Date.now());
  const ordered = [...survey.questions].sort((a, b) => a.position - b.position);
  const path = surveyPath(ordered, logicAnswers(ordered, drafts, i18n.language));
  const questions = path.shown.flatMap((id) => ordered.filter((q) => q.id === id));
  const total = questions.length;
  const step = stepFromSearch(search.get("current"), total);
  const question = questions[step - 1];
  const [errors, setErrors] = useState<Record<string, StepError>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [quietExit, setQuietExit] = useState(false);
  const heading = useRef<HTMLDivElement>(null);

  const send = useMutation({
    // The last page's seconds reach the draft before the answer turns it into the response.
    mutationFn: async () => {
      await keepDraft(question?.id ?? null);
      return submitSurvey(
        survey.id,
        answeredOnPath().map((q) => toAnswerInput(q, drafts[q.id] ?? emptyDraft, i18n.language)),
        new Map(answeredOnPath().map((q) => [q.id, drafts[q.id]?.images ?? []])),
      );
    },
    // Everything the answer changed (the lists, the balance) but the survey on screen: refetched
    // now, it would answer 123 and replace the thank-you with the refusal.
    onSuccess: () =>
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== hashKey(surveyDetailQuery(survey.id).queryKey),
      }),
    onError: (error) => {
      if (isFinalRefusal(error)) return setRefused(errorText(error));
      if (error instanceof ApiError && error.code === errorCodes.surveyUnavailable) return setQuietExit(true);
      const named = error instanceof ApiError ? questionOfField(error.field) : null;
      const index = named ? questions.findIndex((q) => q.id === named.questionId) : -1;
      if (!named || index < 0) return setFormError(errorText(error));
      setErrors((all) => ({ ...all, [named.questionId]: { part: named.part, text: errorText(error) } }));
      goTo(index + 1);
    },
  });

  const finished = send.isSuccess || refused !== null || quietExit;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !finished && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (quietExit) navigate("/home/survey/my-survey", { replace: true });
  }, [quietExit, navigate]);

  // Closing the tab or reloading loses the answers too.
  useEffect(() => {
    if (finished) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [finished]);

  // The address always names the step and the count, which the mobile header shows.
  useEffect(() => {
    if (search.get("current") !== String(step) || search.get("total") !== String(total)) {
      setSearch({ current: String(step), total: String(total) }, { replace: true });
    }
  }, [search, setSearch, step, total]);

  /** Adds the time on the page being left to its question's seconds. */
  function countPageTime() {
    if (!question) return;
    const spent = Math.round((Date.now() - pageOpenedAt.current) / 1000);
    const total = Math.min((seconds.current.get(question.id) ?? 0) + spent, surveyDraftRules.secondsMax);
    seconds.current.set(question.id, total);
    pageOpenedAt.current = Date.now();
  }

  /**
   * Keeps the answers so far (valid ones on the path; images are picked again) and the question the
   * member is on. A save that fails changes nothing on screen: the answers are still sent at the end.
   */
  function keepDraft(currentId: string | null): Promise<unknown> {
    const answers = answeredOnPath().filter(
      (q) => q.kind !== "image" && validateAnswer(q, drafts[q.id] ?? emptyDraft, i18n.language) === null,
    );
    return saveSurveyDraft(survey.id, {
      answers: answers.map((q) => toAnswerInput(q, drafts[q.id] ?? emptyDraft, i18n.language)),
      current_question_id: currentId,
      times: [...seconds.current].map(([question_id, spent]) => ({ question_id, seconds: spent })),
    }).catch(() => undefined);
  }

  function goTo(next: number) {
    countPageTime();
    void keepDraft(questions[next - 1]?.id ?? null);
    setSearch({ current: String(next), total: String(total) }, { replace: true });
    heading.current?.focus();
  }

  // An earlier visit's place: the step of the question the member was on, on the kept answers' path.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const index = kept?.current_question_id ? questions.findIndex((q) => q.id === kept.current_question_id) : -1;
    if (index > 0) setSearch({ current: String(index + 1), total: String(total) }, { replace: true });
  }, [kept, questions, setSearch, total]);

  const problemText = (problem: AnswerProblem): StepError => ({
    part: problem.part,
    text: t(`validation.${problem.message}`, {
      count: problem.count,
      ...(problem.min !== undefined && { min: formatBound(problem.min, i18n.language) }),
      ...(problem.max !== undefined && { max: formatBound(problem.max, i18n.language) }),
    }),
  });

  /** The questions on the path that are sent: every required one, and the optional ones given an answer. */
  function answeredOnPath() {
    return questions.filter((q) => q.required || draftGiven(q, drafts[q.id] ?? emptyDraft));
  }
  /** An optional question left blank is skipped; anything given is checked like a required answer. */
  const problemOf = (q: (typeof questions)[number]) => {
    const draft = drafts[q.id] ?? emptyDraft;
    return q.required || draftGiven(q, draft) ? validateAnswer(q, draft, i18n.language) : null;
  };

  const advance = (event: FormEvent) => {
    event.preventDefault();
    if (!question) return;
    setFormError(null);
    const problem = problemOf(question);
    if (problem) return setErrors((all) => ({ ...all, [question.id]: problemText(problem) }));
    if (step < total) return goTo(step + 1);
    const firstInvalid = questions.findIndex((q) => problemOf(q) !== null);
    if (firstInvalid >= 0) return goTo(firstInvalid + 1);
    countPageTime();
    send.mutate();
  };

  if (refused !== null) return <SurveyRefused message={refused} />;
  if (send.data) return <SurveyDone surveyId={survey.id} result={send.data} />;
  if (!question) return null;

  const change = (patch: Partial<AnswerDraft>) => {
    setDrafts((all) => ({ ...all, [question.id]: { ...(all[question.id] ?? emptyDraft), ...patch } }));
    setErrors(({ [question.id]: _cleared, ...rest }) => rest);
  };

  return (
    <form onSubmit={advance} noValidate className="space-y-5">
      <div ref={heading} tabIndex={-1} className="space-y-3 focus:outline-none">
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{survey.title}</h1>
        <ProgressBar current={step} total={total} />
      </div>
      <section className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
        <QuestionStep
          key={question.id}
          question={question}
          draft={drafts[question.id] ?? emptyDraft}
          onChange={change}
          error={errors[question.id] ?? null}
          onError={(error) => setErrors((all) => ({ ...all, [question.id]: error }))}
        />
      </section>
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <button type="button" className={quietButton} onClick={() => goTo(step - 1)}>
            {t("answer.previous")}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={primaryButton} disabled={send.isPending} aria-busy={send.isPending}>
          {step < total ? t("answer.next") : send.isPending ? t("answer.submitting") : t("answer.submit")}
        </button>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
