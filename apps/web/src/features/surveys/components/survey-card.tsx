import type { SurveySummary } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { StoreIcon } from "../../../components/ui/icons";
import { numberFormat } from "../../../lib/number-format";
import { formatDay, formatPoints } from "../lib/format";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** One survey of the list: what it asks of the member, what it pays, and where they can go from it. */
export function SurveyCard({ survey }: { survey: SurveySummary }) {
  const { t, i18n } = useTranslation("surveys");
  const locale = i18n.language;
  const open = survey.ongoing && !survey.answered && survey.eligible;
  // A store-bound survey opens after a check-in at that store; until then the card says so, with
  // the store's name and address, instead of offering an answer the server would refuse.
  const canAnswer = open && survey.checked_in;
  const answerHref = `/home/survey/${survey.id}?current=1&total=${survey.question_count}`;
  const headingId = `survey-${survey.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-bold break-words text-gray-900">
          {survey.title}
        </h2>
        <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
          {t("item.reward", { points: formatPoints(survey.reward, locale) })}
        </p>
      </div>
      {survey.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{survey.description}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
        <li>{t("item.length", { count: survey.length })}</li>
        <li>{t("item.expires", { date: formatDay(survey.expires_at, locale) })}</li>
        <li>
          {t("item.responded", {
            responded: numberFormat(locale).format(survey.responded),
            limit: numberFormat(locale).format(survey.limit),
          })}
        </li>
      </ul>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={survey.title}>
        <li className={`${badge} ${survey.ongoing ? "bg-green-50 text-green-800" : "bg-gray-100 text-gray-700"}`}>
          {survey.ongoing ? t("item.ongoing") : t("item.ended")}
        </li>
        {survey.answered && <li className={`${badge} bg-blue-50 text-blue-800`}>{t("item.answered")}</li>}
        {survey.result_announced && (
          <li className={`${badge} bg-amber-50 text-amber-900`}>{t("item.resultAnnounced")}</li>
        )}
        {!survey.eligible && !survey.answered && (
          <li className={`${badge} bg-gray-100 text-gray-700`}>{t("item.notEligible")}</li>
        )}
      </ul>
      {open && !survey.checked_in && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <StoreIcon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {survey.store_name ? t("item.checkInAt", { store: survey.store_name }) : t("item.checkInFirst")}
            {survey.store_address && (
              <span className="mt-0.5 block text-amber-900">
                {t("item.storeAddress", { address: survey.store_address })}
              </span>
            )}
          </span>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
        {canAnswer && (
          <Link to={answerHref} className={primaryButton} aria-describedby={headingId}>
            {t("item.answer")}
          </Link>
        )}
        {survey.answered && (
          <Link to={`/home/survey/${survey.id}/result`} className={smallSecondaryButton} aria-describedby={headingId}>
            {t("item.result")}
          </Link>
        )}
        {survey.result_announced && (
          <Link to={`/home/survey/${survey.id}/view-pr`} className={smallSecondaryButton} aria-describedby={headingId}>
            {t("item.summary")}
          </Link>
        )}
      </div>
    </article>
  );
}
