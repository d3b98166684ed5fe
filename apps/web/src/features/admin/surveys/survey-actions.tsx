import { type AdminSurvey, type SurveyLocale, surveyLocales } from "@rewards/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { ConfirmDialog } from "../components/reason-dialog";
import { copyIn } from "./survey-copy";
import { adminSurveyQuery, moveSurvey, responsesCsvUrl, type SurveyMove, surveysKey } from "./surveys-api";

/** The moves a survey's state allows: publish a draft, close a published one, announce results once. */
export function movesOf(survey: Pick<AdminSurvey, "status" | "results_announced_at">): SurveyMove[] {
  const moves: SurveyMove[] = [];
  if (survey.status === "draft") moves.push("publish");
  if (survey.status === "published") moves.push("close");
  if (survey.status !== "draft" && !survey.results_announced_at) moves.push("announce_results");
  return moves;
}

/**
 * Publish, close and announce results (each confirmed first), and the responses as a CSV file.
 * Publishing waits for unsaved edits: members would get the survey as it was last saved.
 */
export function SurveyActions({ survey, unsaved }: { survey: AdminSurvey; unsaved: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const queryClient = useQueryClient();
  const localeId = useId();
  const [pending, setPending] = useState<SurveyMove | null>(null);
  const written = surveyLocales.filter((locale) => survey.title[locale] !== undefined);
  const [fileLocale, setFileLocale] = useState<SurveyLocale>(
    written.find((locale) => locale === i18n.language) ?? written[0] ?? "en",
  );
  const move = useMutation({
    mutationFn: moveSurvey,
    onSuccess: (moved, { action }) => {
      queryClient.setQueryData(adminSurveyQuery(moved.id).queryKey, moved);
      void queryClient.invalidateQueries({ queryKey: surveysKey });
      toast.success(t(`surveys.moves.${action}.done`));
      setPending(null);
    },
    onError: toastRefusal,
  });
  const date = (value: string) => new Date(value).toLocaleString(i18n.language);

  return (
    <section className="adm-panel" aria-labelledby="survey-lifecycle">
      <h2 id="survey-lifecycle">{t("surveys.lifecycle")}</h2>
      <dl className="adm-details">
        <dt>{t("surveys.status")}</dt>
        <dd>
          <span className={`adm-status svy-status-${survey.status}`} data-testid="admin-survey-status">
            {t(`surveys.statuses.${survey.status}`)}
          </span>
        </dd>
        <dt>{t("surveys.responses")}</dt>
        <dd data-testid="admin-survey-responses">
          {survey.responded.toLocaleString(i18n.language)} / {survey.response_limit.toLocaleString(i18n.language)}
        </dd>
        {survey.results_announced_at && (
          <>
            <dt>{t("surveys.announcedAt")}</dt>
            <dd>{date(survey.results_announced_at)}</dd>
          </>
        )}
      </dl>
      <div className="adm-actions">
        {movesOf(survey).map((action) => (
          <button
            key={action}
            type="button"
            className={`adm-btn${action === "close" ? " adm-btn-danger" : " adm-btn-primary"}`}
            disabled={action === "publish" && unsaved}
            onClick={() => setPending(action)}
          >
            {t(`surveys.moves.${action}.button`)}
          </button>
        ))}
      </div>
      {unsaved && survey.status === "draft" && <p className="adm-hint">{t("surveys.saveBeforePublishing")}</p>}
      <div className="adm-filters mx-0 mt-4 mb-0">
        <label className="adm-field" htmlFor={localeId}>
          {t("surveys.fileLanguage")}
          <select
            id={localeId}
            value={fileLocale}
            onChange={(event) => setFileLocale(event.target.value as SurveyLocale)}
          >
            {(written.length > 0 ? written : surveyLocales).map((locale) => (
              <option key={locale} value={locale}>
                {t(`surveys.locales.${locale}`)}
              </option>
            ))}
          </select>
        </label>
        <a className="adm-btn adm-link-button" href={responsesCsvUrl(survey.id, fileLocale)} download>
          {t("surveys.export")}
        </a>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(`surveys.moves.${pending}.title`) : ""}
        description={
          pending
            ? t(`surveys.moves.${pending}.body`, {
                title: copyIn(survey.title, i18n.language),
                starts: date(survey.starts_at),
                ends: date(survey.expires_at),
              })
            : ""
        }
        confirmLabel={pending ? t(`surveys.moves.${pending}.button`) : ""}
        danger={pending === "close"}
        busy={move.isPending}
        onConfirm={() => pending && move.mutate({ id: survey.id, action: pending })}
      />
    </section>
  );
}
