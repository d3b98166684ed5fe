import * as Tabs from "@radix-ui/react-tabs";
import { markets, type SurveyLocale, surveyLocales } from "@rewards/contracts";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorAt, Field, NumberField } from "../components/form-field";
import type { SurveyDraft } from "./survey-draft";

type CopyProps = {
  locale: SurveyLocale;
  onLocale: (locale: SurveyLocale) => void;
  /** Languages with a problem somewhere in the form, marked on their tab. */
  flagged: SurveyLocale[];
  /** Read-only: the languages can still be switched to read the copy. */
  disabled: boolean;
};

/** The survey's title and description, one tab per language; the questions follow the chosen one. */
export function CopyTabs({ locale, onLocale, flagged, disabled }: CopyProps) {
  const { t } = useTranslation("admin");
  const language = t(`surveys.locales.${locale}`);
  return (
    <section className="adm-panel" aria-labelledby="survey-copy">
      <h2 id="survey-copy">{t("surveys.copy")}</h2>
      <p className="adm-hint">{t("surveys.copyHint")}</p>
      <Tabs.Root value={locale} onValueChange={(value) => onLocale(value as SurveyLocale)}>
        <Tabs.List
          className="adm-tabs max-sm:flex-nowrap max-sm:gap-0 max-sm:overflow-x-auto max-sm:[&_.adm-tab]:flex-none max-sm:[&_.adm-tab]:px-1.5 max-sm:[&_.adm-tab]:text-[0.8125rem]"
          aria-label={t("surveys.writingIn")}
        >
          {surveyLocales.map((option) => (
            <Tabs.Trigger key={option} value={option} className="adm-tab">
              {t(`surveys.locales.${option}`)}
              {flagged.includes(option) && (
                <span className="adm-flag" role="img" aria-label={t("surveys.hasErrors")}>
                  !
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={locale} className="adm-tab-panel" asChild>
          <fieldset className="adm-plain" disabled={disabled}>
            <Field
              name={`title.${locale}`}
              group="title"
              label={t("surveys.fields.title", { language })}
              maxLength={200}
            />
            <Field
              name={`description.${locale}`}
              group="description"
              label={t("surveys.fields.description", { language })}
              hint={t("surveys.optional")}
              multiline
              maxLength={2000}
            />
          </fieldset>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** Reward, length, window and response limit. */
export function TermsFields() {
  const { t } = useTranslation("admin");
  return (
    <section className="adm-panel" aria-labelledby="survey-terms">
      <h2 id="survey-terms">{t("surveys.terms")}</h2>
      <div className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 empty:hidden sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        <NumberField name="reward" label={t("surveys.fields.reward")} hint={t("surveys.fields.rewardHint")} min={1} />
        <NumberField name="estimated_minutes" label={t("surveys.fields.minutes")} min={1} max={240} />
        <NumberField name="response_limit" label={t("surveys.fields.responseLimit")} min={1} />
      </div>
      <div className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 empty:hidden sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] max-sm:grid-cols-1">
        <Field name="starts_at" type="datetime-local" label={t("surveys.fields.startsAt")} />
        <Field name="expires_at" type="datetime-local" label={t("surveys.fields.expiresAt")} />
      </div>
    </section>
  );
}

/** Who may answer: every field left empty means everyone. */
export function TargetingFields() {
  const { t } = useTranslation("admin");
  const { formState, register } = useFormContext<SurveyDraft>();
  const marketsError = errorAt(formState.errors, "targeting.markets");
  return (
    <section className="adm-panel" aria-labelledby="survey-targeting">
      <h2 id="survey-targeting">{t("surveys.targeting")}</h2>
      <p className="adm-hint">{t("surveys.targetingHint")}</p>
      <fieldset className="adm-plain adm-inline">
        <legend className="adm-group-label">{t("surveys.fields.markets")}</legend>
        {markets.map((market) => (
          <label key={market} className="adm-check">
            <input type="checkbox" value={market} {...register("targeting.markets")} />
            {t(`surveys.markets.${market}`)}
          </label>
        ))}
        {marketsError && <span className="adm-error">{marketsError}</span>}
      </fieldset>
      <div className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 empty:hidden sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        <NumberField name="targeting.min_age" label={t("surveys.fields.minAge")} min={0} max={120} />
        <NumberField name="targeting.max_age" label={t("surveys.fields.maxAge")} min={0} max={120} />
        <NumberField name="targeting.min_level" label={t("surveys.fields.minLevel")} min={1} />
        <NumberField name="targeting.max_level" label={t("surveys.fields.maxLevel")} min={1} />
      </div>
      <Field
        name="targeting.genders"
        label={t("surveys.fields.genders")}
        hint={t("surveys.fields.gendersHint")}
        maxLength={200}
      />
    </section>
  );
}

/** The store a member must have checked in at before answering, if any. */
export function StoreFields() {
  const { t } = useTranslation("admin");
  return (
    <section className="adm-panel" aria-labelledby="survey-store">
      <h2 id="survey-store">{t("surveys.store")}</h2>
      <p className="adm-hint">{t("surveys.storeHint")}</p>
      <div className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 empty:hidden sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        <Field name="store_id" label={t("surveys.fields.storeId")} maxLength={64} />
        <Field name="store_name" label={t("surveys.fields.storeName")} maxLength={120} />
      </div>
      <Field name="store_address" label={t("surveys.fields.storeAddress")} maxLength={300} />
    </section>
  );
}
