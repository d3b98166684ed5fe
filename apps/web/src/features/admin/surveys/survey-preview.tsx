import { type SurveyLocale, type SurveyQuestion, surveyLocales } from "@rewards/contracts";
import { Suspense, useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { I18nextProvider, useTranslation } from "react-i18next";
import { type AnswerDraft, emptyDraft, QuestionStep } from "../../../shared/survey-questions";
import { memberQuestions, readingLocale, unwritten } from "./survey-copy";
import type { SurveyDraft } from "./survey-draft";

/**
 * The survey as a member reading `locale` gets it, drawn by the member's own question components
 * with the member's words in that language (a second i18next instance, so the console keeps its own).
 */
export function SurveyPreview() {
  const { t, i18n } = useTranslation("admin");
  const draft = useWatch<SurveyDraft>() as SurveyDraft;
  const [wanted, setWanted] = useState<SurveyLocale>("en");
  const [reader] = useState(() => i18n.cloneInstance({ lng: wanted }));
  const locale = readingLocale(draft, wanted);

  useEffect(() => {
    if (reader.language !== locale) void reader.changeLanguage(locale);
  }, [reader, locale]);

  return (
    <section
      className="rounded-lg border border-console-line bg-white p-4 [&_.adm-inline]:gap-x-4 [&_.adm-inline]:gap-y-0"
      aria-labelledby="survey-preview"
    >
      <h2 id="survey-preview">{t("surveys.preview")}</h2>
      <fieldset className="adm-plain adm-inline">
        <legend className="adm-group-label">{t("surveys.readAs")}</legend>
        {surveyLocales.map((option) => (
          <label key={option} className="adm-check">
            <input
              type="radio"
              name="preview-locale"
              value={option}
              checked={wanted === option}
              onChange={() => setWanted(option)}
            />
            {t(`surveys.locales.${option}`)}
          </label>
        ))}
      </fieldset>
      {locale !== wanted && (
        <p className="adm-hint" role="status">
          {t("surveys.notOffered", {
            wanted: t(`surveys.locales.${wanted}`),
            shown: t(`surveys.locales.${locale}`),
          })}
        </p>
      )}
      <I18nextProvider i18n={reader}>
        <Suspense fallback={<p aria-busy="true">{t("surveys.loadingPreview")}</p>}>
          <div
            className="mx-auto mt-2 mb-0 max-w-[26rem] rounded-2xl border border-console-line bg-white p-4"
            lang={locale}
            data-testid="survey-preview"
          >
            <MemberView draft={draft} locale={locale} />
          </div>
        </Suspense>
      </I18nextProvider>
    </section>
  );
}

function MemberView({ draft, locale }: { draft: SurveyDraft; locale: SurveyLocale }) {
  const { t, i18n } = useTranslation("surveys");
  const questions = memberQuestions(draft, locale);
  const [answers, setAnswers] = useState<Record<string, AnswerDraft>>({});
  const reward = Number(draft.reward);
  const minutes = Number(draft.estimated_minutes);
  return (
    <>
      <p className="text-xl font-bold text-gray-900">{draft.title[locale].trim() || unwritten}</p>
      {draft.description[locale].trim() && <p className="mt-1 text-gray-700">{draft.description[locale]}</p>}
      <p className="mt-2 text-sm font-semibold text-brand-700">
        {[
          reward > 0 && t("item.reward", { points: reward.toLocaleString(i18n.language) }),
          minutes > 0 && t("item.length", { count: minutes }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <ol className="mt-4 space-y-6">
        {questions.map((question: SurveyQuestion) => (
          <li key={question.id} className="border-t border-gray-200 pt-4">
            <p className="mb-2 text-sm text-gray-600">
              {t("answer.progress", { current: question.position, total: questions.length })}
            </p>
            <QuestionStep
              question={question}
              draft={answers[question.id] ?? emptyDraft}
              onChange={(patch) =>
                setAnswers((all) => ({ ...all, [question.id]: { ...(all[question.id] ?? emptyDraft), ...patch } }))
              }
              error={null}
              onError={() => undefined}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
