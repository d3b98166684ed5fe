import { type AdminStore, type AdminStoreBody, adminStoreBody, markets } from "@rewards/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { LazyStoreMap } from "../../../shared/store-map";
import { Field, SelectField } from "../components/form-field";
import { schemaResolver, useSaveError } from "../components/schema-form";
import { locationChanged, newStoreDraft, type StoreDraft, storeBodyOf, storeDraftOf, timeZones } from "./store-draft";
import { StoreHoursPanel } from "./store-hours-panel";
import { StorePhotosPanel } from "./store-photos-panel";
import { StoreStaffPanel } from "./store-staff-panel";
import { adminStoreCategoriesQuery, adminStoreQuery, createStore, moveStore, updateStore } from "./stores-api";

/** Where the map opens for a store without a place yet: the market's biggest city. */
const marketCenter = { indo: { lat: -6.2088, lng: 106.8456 }, vi: { lat: 10.7769, lng: 106.7009 } } as const;

/** `/admin/stores/new` and `/admin/stores/:id`: the store's details and place; then its hours, photos and staff. */
export function StoreEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation("admin");
  const store = useQuery({ ...adminStoreQuery(id ?? ""), enabled: id !== undefined });
  if (!id) return <StoreEditor key="new" store={undefined} />;
  if (store.isError) {
    return (
      <>
        <p role="alert">{t("stores.notFound")}</p>
        <Link to="/admin/stores">{t("stores.back")}</Link>
      </>
    );
  }
  if (!store.data) return <div aria-busy="true" />;
  return (
    <>
      <StoreEditor key={id} store={store.data} />
      <StoreHoursPanel store={store.data} />
      <StorePhotosPanel store={store.data} />
      <StoreStaffPanel store={store.data} />
    </>
  );
}

function StoreEditor({ store }: { store: AdminStore | undefined }) {
  const { t } = useTranslation("admin");
  const showSaveError = useSaveError();
  const navigate = useNavigate();
  const resolver = useMemo(() => schemaResolver(adminStoreBody, storeBodyOf, t), [t]);
  const form = useForm<StoreDraft, unknown, AdminStoreBody>({
    defaultValues: store ? storeDraftOf(store) : newStoreDraft(),
    resolver,
  });

  const save = useMutation({
    mutationFn: async (body: AdminStoreBody) => {
      if (!store) return createStore(body);
      const { name, description, category_ids, phone, market } = body;
      const saved = await updateStore(store.id, { name, description, category_ids, phone, market });
      if (!locationChanged(store, body)) return saved;
      const { address, city, time_zone, lat, lng } = body;
      return moveStore(store.id, { address, city, time_zone, lat, lng });
    },
    onSuccess: (saved) => {
      toast.success(t(store ? "stores.saved" : "stores.created"));
      form.reset(storeDraftOf(saved));
      if (!store) navigate(`/admin/stores/${saved.id}`, { replace: true });
    },
    onError: (error) => showSaveError(error, form.setError),
  });
  const onSubmit = form.handleSubmit(
    (body) => save.mutate(body),
    () => toast.error(t("form.fixErrors")),
  );

  return (
    <FormProvider {...form}>
      <p>
        <Link to="/admin/stores">{t("stores.back")}</Link>
      </p>
      <h1 id="store-heading">{store ? store.name : t("stores.new")}</h1>
      <form onSubmit={onSubmit} noValidate aria-labelledby="store-heading" className="max-w-5xl">
        <fieldset className="adm-plain" disabled={save.isPending}>
          <section className="adm-panel" aria-labelledby="store-what">
            <h2 id="store-what">{t("stores.details")}</h2>
            <div className="adm-grid">
              <Field name="name" label={t("stores.fields.name")} maxLength={120} className="col-span-full" />
              <Field
                name="description"
                label={t("stores.fields.description")}
                multiline
                rows={3}
                maxLength={4000}
                className="col-span-full"
              />
              <SelectField
                name="market"
                label={t("stores.fields.market")}
                options={markets.map((value): [string, string] => [value, t(`form.markets.${value}`)])}
              />
              <Field name="phone" label={t("stores.fields.phone")} type="tel" maxLength={32} />
            </div>
            <CategoryChoices />
          </section>
          <LocationSection />
        </fieldset>
        <div className="adm-save">
          <button type="submit" className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {t(store ? "stores.save" : "stores.create")}
          </button>
          {form.formState.isDirty && <span className="adm-hint">{t("form.unsaved")}</span>}
        </div>
      </form>
    </FormProvider>
  );
}

/** The categories as checkboxes, named in the console's language. */
function CategoryChoices() {
  const { t, i18n } = useTranslation("admin");
  const { register, formState } = useFormContext<StoreDraft>();
  const categories = useQuery(adminStoreCategoriesQuery);
  const language = (["en", "vi", "id"] as const).find((code) => code === i18n.language) ?? "en";
  const error = formState.errors.category_ids?.message;
  return (
    <fieldset className="adm-plain mt-3" aria-describedby={error ? "store-categories-error" : undefined}>
      <legend className="font-semibold">{t("stores.fields.categories")}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {categories.data?.map((category) => (
          <label key={category.id} className="adm-check">
            <input type="checkbox" value={category.id} {...register("category_ids")} />
            {category.names[language]}
          </label>
        ))}
      </div>
      {error && (
        <p id="store-categories-error" className="adm-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Address, city, time zone and the place: typed in, or picked with a click on the map. */
function LocationSection() {
  const { t } = useTranslation("admin");
  const { setValue, control } = useFormContext<StoreDraft>();
  const [lat, lng, market, name] = useWatch({ control, name: ["lat", "lng", "market", "name"] });
  const here = { lat: Number(lat), lng: Number(lng) };
  const placed = lat.trim() !== "" && lng.trim() !== "" && Number.isFinite(here.lat) && Number.isFinite(here.lng);
  const points = useMemo(
    () => (placed ? [{ id: "store", name: name || t("stores.thisStore"), lat: here.lat, lng: here.lng }] : []),
    [placed, here.lat, here.lng, name, t],
  );
  return (
    <section className="adm-panel" aria-labelledby="store-where">
      <h2 id="store-where">{t("stores.where")}</h2>
      <div className="adm-grid">
        <Field name="address" label={t("stores.fields.address")} maxLength={300} className="col-span-full" />
        <Field name="city" label={t("stores.fields.city")} maxLength={80} />
        <SelectField
          name="time_zone"
          label={t("stores.fields.timeZone")}
          options={timeZones.map((zone): [string, string] => [zone, zone])}
        />
        <Field name="lat" label={t("stores.fields.lat")} inputMode="decimal" />
        <Field name="lng" label={t("stores.fields.lng")} inputMode="decimal" />
      </div>
      <p className="adm-hint">{t("stores.mapHint")}</p>
      <LazyStoreMap
        center={placed ? here : marketCenter[market]}
        points={points}
        label={t("stores.mapLabel")}
        onPick={(at) => {
          setValue("lat", at.lat.toFixed(6), { shouldDirty: true, shouldValidate: true });
          setValue("lng", at.lng.toFixed(6), { shouldDirty: true, shouldValidate: true });
        }}
        className="mt-2 h-72"
      />
    </section>
  );
}
