import * as Tabs from "@radix-ui/react-tabs";
import {
  campaignLimits,
  type MemberLocale,
  markets,
  memberLocales,
  type NotificationCampaignRequest,
} from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type Control, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorAt, Field, NumberField } from "../components/form-field";
import { type CampaignDraft, flaggedLocales, segmentFields, validSegment } from "./campaign-draft";
import { audienceQuery } from "./campaigns-api";

/** The title and body, one tab per language: every member reads it in theirs. */
export function CopyFields() {
  const { t } = useTranslation("admin");
  const { formState } = useFormContext<CampaignDraft>();
  const [locale, setLocale] = useState<MemberLocale>("en");
  const flagged = flaggedLocales(formState.errors);
  const language = t(`notifications.locales.${locale}`);
  return (
    <section className="adm-panel" aria-labelledby="campaign-copy">
      <h2 id="campaign-copy">{t("notifications.copy")}</h2>
      <p className="adm-hint">{t("notifications.copyHint")}</p>
      <Tabs.Root value={locale} onValueChange={(value) => setLocale(value as MemberLocale)}>
        <Tabs.List className="adm-tabs" aria-label={t("notifications.writingIn")}>
          {memberLocales.map((option) => (
            <Tabs.Trigger key={option} value={option} className="adm-tab">
              {t(`notifications.locales.${option}`)}
              {flagged.includes(option) && (
                <span className="adm-flag" role="img" aria-label={t("notifications.hasErrors")}>
                  !
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Only the chosen language's boxes are shown; the form keeps the others' text and checks it. */}
        <Tabs.Content value={locale} className="adm-tab-panel">
          <Field
            key={`title.${locale}`}
            name={`title.${locale}`}
            label={t("notifications.fields.title", { language })}
            maxLength={campaignLimits.titleMax}
          />
          <Field
            key={`body.${locale}`}
            name={`body.${locale}`}
            label={t("notifications.fields.body", { language })}
            hint={t("notifications.fields.bodyHint", { count: campaignLimits.bodyMax })}
            multiline
            rows={5}
            maxLength={campaignLimits.bodyMax}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** The segment as it settles: a count is asked for once typing pauses. */
function useSettledSegment(control: Control<CampaignDraft, unknown, NotificationCampaignRequest>) {
  const values = useWatch({ control, name: [...segmentFields] });
  const [markets, min_level, max_level, active_within_days, min_age, max_age] = values as [string[], ...string[]];
  const segment = validSegment({
    markets: Array.isArray(markets) ? markets : [],
    min_level: min_level ?? "",
    max_level: max_level ?? "",
    active_within_days: active_within_days ?? "",
    min_age: min_age ?? "",
    max_age: max_age ?? "",
  });
  const key = JSON.stringify(segment);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 400);
    return () => clearTimeout(timer);
  }, [key]);
  return { segment, settled: settled === key ? segment : undefined };
}

/** How many members the segment reaches, for the confirmation too. */
export function useAudience(control: Control<CampaignDraft, unknown, NotificationCampaignRequest>) {
  const { segment, settled } = useSettledSegment(control);
  const audience = useQuery({ ...audienceQuery(settled ?? null), placeholderData: keepPreviousData });
  return { valid: segment !== null, members: segment ? audience.data : undefined, loading: audience.isFetching };
}

/** Who hears it: markets, then optional ranges; the count follows what is typed. */
export function SegmentFields({ audience }: { audience: ReturnType<typeof useAudience> }) {
  const { t, i18n } = useTranslation("admin");
  const { formState, register } = useFormContext<CampaignDraft>();
  const marketsError = errorAt(formState.errors, "markets");
  return (
    <section className="adm-panel" aria-labelledby="campaign-segment">
      <h2 id="campaign-segment">{t("notifications.segment")}</h2>
      <p className="adm-hint">{t("notifications.segmentHint")}</p>
      <fieldset className="adm-plain adm-inline">
        <legend className="adm-group-label">{t("notifications.fields.markets")}</legend>
        {markets.map((market) => (
          <label key={market} className="adm-check">
            <input type="checkbox" value={market} {...register("markets")} />
            {t(`notifications.markets.${market}`)}
          </label>
        ))}
        {marketsError && <span className="adm-error">{marketsError}</span>}
      </fieldset>
      <div className="adm-grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
        <NumberField name="min_level" label={t("notifications.fields.minLevel")} min={1} />
        <NumberField name="max_level" label={t("notifications.fields.maxLevel")} min={1} />
        <NumberField name="min_age" label={t("notifications.fields.minAge")} min={0} max={campaignLimits.ageMax} />
        <NumberField name="max_age" label={t("notifications.fields.maxAge")} min={0} max={campaignLimits.ageMax} />
        <NumberField
          name="active_within_days"
          label={t("notifications.fields.activeWithinDays")}
          hint={t("notifications.fields.activeWithinDaysHint")}
          min={1}
          max={campaignLimits.activeDaysMax}
        />
      </div>
      <p
        className="m-0 rounded-lg bg-brand-100 px-3 py-2 font-semibold"
        role="status"
        aria-live="polite"
        data-testid="campaign-audience"
      >
        {!audience.valid
          ? t("notifications.audienceUnknown")
          : audience.members === undefined
            ? t("notifications.counting")
            : t("notifications.audience", {
                count: audience.members,
                formatted: audience.members.toLocaleString(i18n.language),
              })}
      </p>
    </section>
  );
}

/** Where a tap on it leads, and when it goes out. */
export function DeliveryFields() {
  const { t } = useTranslation("admin");
  const { register, control } = useFormContext<CampaignDraft>();
  const when = useWatch({ control, name: "when" });
  return (
    <section className="adm-panel" aria-labelledby="campaign-delivery">
      <h2 id="campaign-delivery">{t("notifications.delivery")}</h2>
      <Field
        name="link"
        label={t("notifications.fields.link")}
        hint={t("notifications.fields.linkHint")}
        placeholder="/home/mission"
        maxLength={campaignLimits.linkMax}
      />
      <fieldset className="adm-plain adm-inline">
        <legend className="adm-group-label">{t("notifications.fields.when")}</legend>
        <label className="adm-check">
          <input type="radio" value="now" {...register("when")} />
          {t("notifications.fields.now")}
        </label>
        <label className="adm-check">
          <input type="radio" value="later" {...register("when")} />
          {t("notifications.fields.later")}
        </label>
      </fieldset>
      {when === "later" && (
        <Field
          name="send_at"
          type="datetime-local"
          label={t("notifications.fields.sendAt")}
          hint={t("notifications.fields.sendAtHint", { days: campaignLimits.scheduleDaysMax })}
        />
      )}
    </section>
  );
}
