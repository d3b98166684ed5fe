import {
  type AdminAdvertisement,
  type AdvertisementInput,
  adLocales,
  adTypes,
  advertisementInput,
  markets,
} from "@rewards/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { CheckField, Field, NumberField, SelectField } from "../components/form-field";
import { LoadFailed } from "../components/load-failed";
import { schemaResolver, useSaveError } from "../components/schema-form";
import { type AdDraft, adDraftOf, adInputOf, linkType, newAdDraft, typesWithId } from "./ad-draft";
import { adsKey, adsQuery, saveAd } from "./ads-api";

/** The schema's own rules, with our words for them. */
const rules = {
  "Use an https or site image address.": "ads.errors.image",
  "An external link must start with https://.": "ads.errors.link",
  "The end must come after the start.": "ads.errors.endBeforeStart",
  "A link advertisement needs its link.": "ads.errors.needsLink",
  "A job or survey advertisement needs the id it leads to.": "ads.errors.needsId",
};

/** `/admin/ads/new` and `/admin/ads/:id`: what a popup shows, where it leads, to whom and when. */
export function AdEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation("admin");
  // The API lists advertisements whole and has no call for one: the editor reads it from the list.
  const ads = useQuery({ ...adsQuery, enabled: id !== undefined });
  if (!id) return <AdEditor key="new" ad={undefined} />;
  if (ads.isError) return <LoadFailed error={ads.error} />;
  if (!ads.data) return <div aria-busy="true" />;
  const ad = ads.data.find((candidate) => candidate.id === id);
  if (!ad) {
    return (
      <>
        <p role="alert">{t("ads.notFound")}</p>
        <Link to="/admin/ads">{t("ads.back")}</Link>
      </>
    );
  }
  return <AdEditor key={id} ad={ad} />;
}

const showsImage = (address: string) => /^(https:\/\/|\/)/.test(address.trim());

function AdEditor({ ad }: { ad: AdminAdvertisement | undefined }) {
  const { t, i18n } = useTranslation("admin");
  const showSaveError = useSaveError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => schemaResolver(advertisementInput, adInputOf, t, rules), [t]);
  const form = useForm<AdDraft, unknown, AdvertisementInput>({
    defaultValues: ad ? adDraftOf(ad) : newAdDraft(),
    resolver,
  });
  const [type, image] = useWatch({ control: form.control, name: ["type_advertisement", "image_url"] });

  const save = useMutation({
    mutationFn: saveAd,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adsKey });
      toast.success(t(ad ? "ads.saved" : "ads.created"));
      form.reset(adDraftOf(saved));
      if (!ad) navigate(`/admin/ads/${saved.id}`, { replace: true });
    },
    onError: (error) => showSaveError(error, form.setError),
  });
  const onSubmit = form.handleSubmit(
    (input) => save.mutate({ id: ad?.id, input }),
    () => toast.error(t("form.fixErrors")),
  );
  const everyone = (words: string): [string, string] => ["", words];

  return (
    <FormProvider {...form}>
      <p>
        <Link to="/admin/ads">{t("ads.back")}</Link>
      </p>
      <h1 id="ad-heading">{ad ? ad.title : t("ads.new")}</h1>
      {ad && (
        <p className="adm-muted" data-testid="ad-counts">
          {t("ads.counts", {
            views: ad.views.toLocaleString(i18n.language),
            clicks: ad.clicks.toLocaleString(i18n.language),
          })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby="ad-heading" className="max-w-5xl">
        <fieldset className="adm-plain" disabled={save.isPending}>
          <section className="adm-panel" aria-labelledby="ad-what">
            <h2 id="ad-what">{t("ads.what")}</h2>
            <div className="adm-grid">
              <Field name="title" label={t("ads.fields.title")} maxLength={120} className="col-span-full" />
              <Field
                name="image_url"
                label={t("ads.fields.image")}
                hint={t("ads.fields.imageHint")}
                maxLength={500}
                className="col-span-full"
              />
            </div>
            {showsImage(image) && (
              <img
                src={image.trim()}
                alt={t("ads.imagePreview")}
                className="max-h-48 max-w-48 rounded-md border border-console-line"
              />
            )}
            <div className="adm-grid">
              <SelectField
                name="type_advertisement"
                label={t("ads.fields.type")}
                options={adTypes.map((value) => [String(value), t(`ads.types.${value}`)])}
              />
              {typesWithId.includes(Number(type)) && (
                <Field name="related_id" label={t(`ads.fields.relatedId${type}`)} maxLength={64} />
              )}
              {Number(type) === linkType && (
                <Field
                  name="link_to"
                  label={t("ads.fields.link")}
                  type="url"
                  maxLength={500}
                  className="col-span-full"
                />
              )}
            </div>
          </section>
          <section className="adm-panel" aria-labelledby="ad-who">
            <h2 id="ad-who">{t("ads.whoAndWhen")}</h2>
            <div className="adm-grid">
              <SelectField
                name="country"
                label={t("ads.fields.country")}
                options={[
                  everyone(t("ads.everyMarket")),
                  ...markets.map((value): [string, string] => [value, t(`form.markets.${value}`)]),
                ]}
              />
              <SelectField
                name="locale"
                label={t("ads.fields.locale")}
                options={[
                  everyone(t("ads.everyLanguage")),
                  ...adLocales.map((value): [string, string] => [value, t(`form.languages.${value}`)]),
                ]}
              />
              <Field name="starts_at" type="datetime-local" label={t("ads.fields.startsAt")} />
              <Field name="ends_at" type="datetime-local" label={t("ads.fields.endsAt")} />
              <NumberField name="step" label={t("ads.fields.step")} hint={t("ads.fields.stepHint")} min={1} max={720} />
            </div>
            <CheckField name="active" label={t("ads.fields.active")} />
          </section>
        </fieldset>
        <div className="adm-save">
          <button type="submit" className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {t(ad ? "ads.save" : "ads.create")}
          </button>
          {form.formState.isDirty && <span className="adm-hint">{t("form.unsaved")}</span>}
        </div>
      </form>
    </FormProvider>
  );
}
