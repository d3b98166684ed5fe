import type { DoSurveyData } from "@rewards/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { PushPrompt } from "../../../shared/push";
import { formatPoints } from "../lib/format";

/**
 * After the answers are in: the points earned and the new balance. Having just earned, the member
 * is asked here (and nowhere on load) whether this device may notify them.
 */
export function SurveyDone({ surveyId, result }: { surveyId: string; result: DoSurveyData }) {
  const { t, i18n } = useTranslation("surveys");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A screen-out: the answers showed the survey is for others. Nothing is paid, so nothing to count.
  if (result.ending === "screen_out") {
    return (
      <section className="rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm" aria-live="polite">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
          {t("answer.screenOutTitle")}
        </h1>
        <p className="mt-2 text-gray-700">{t("answer.screenOutText")}</p>
        <div className="mt-6 flex justify-center">
          <Link to="/home/survey/my-survey" className={primaryButton}>
            {t("answer.backToList")}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm" aria-live="polite">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        {t("answer.doneTitle")}
      </h1>
      <p className="mt-2 text-gray-700">{t("answer.doneText")}</p>
      <p className="mt-4 text-3xl font-bold text-brand-700">
        {t("answer.donePoints", { points: formatPoints(result.reward, i18n.language) })}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t("answer.doneBalance", { points: formatPoints(result.remaining, i18n.language) })}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/home/survey/my-survey" className={primaryButton}>
          {t("answer.backToList")}
        </Link>
        <Link to={`/home/survey/${surveyId}/result`} className={secondaryButton}>
          {t("answer.seeAnswers")}
        </Link>
      </div>
      <PushPrompt />
    </section>
  );
}
