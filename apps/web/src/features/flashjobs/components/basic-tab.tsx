import type { JobProfile } from "@rewards/contracts";
import { useMemo, useState } from "react";
import { type FieldError, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { showOnField } from "../../../components/form/form-failure";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { PositionField } from "../../../components/form/position-field";
import { registerWithStartingValues } from "../../../components/form/starting-values";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { jobProfileType } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { saveWorkerProfile } from "../api/profile-api";
import { type BasicInput, type BasicValues, basicBody, languageChoices } from "../forms/profile-forms";

function defaultsOf(profile: JobProfile | null): BasicInput {
  return {
    name: profile?.name ?? "",
    account_type: profile?.account_type ?? "individual",
    company_name: profile?.company?.name ?? "",
    company_employees: String(profile?.company?.employees ?? 1),
    company_website: profile?.company?.website ?? "",
    hourly_pay: String(profile?.hourly_pay ?? 0),
    catch_phrase: profile?.catch_phrase ?? "",
    description: profile?.description ?? "",
    language_codes: (profile?.language_codes ?? []) as BasicInput["language_codes"],
    address: profile?.address ?? "",
    position: profile?.lat != null && profile.lng != null ? { lat: profile.lat, lng: profile.lng } : null,
    experience_years: String(profile?.list_exprerience_years ?? 0),
  };
}

/** The server's field names on this form (`company.name` is the company's name, and so on). */
const serverFields = {
  name: "name",
  hourly_pay: "hourly_pay",
  catch_phrase: "catch_phrase",
  description: "description",
  address: "address",
  experience_years: "experience_years",
  "company.name": "company_name",
  "company.website": "company_website",
  lat: "position",
} as const;

/**
 * The basic tab: who the worker is, as an individual or a company, what they ask an hour, what they
 * say of themselves, the languages they work in and where. Saving the first time creates the profile
 * (of the type chosen in the find-job menu).
 */
export function BasicTab({ profile, onCreated }: { profile: JobProfile | null; onCreated: () => void }) {
  const { t, i18n } = useTranslation("flashjobs");
  const locale = i18n.language;
  const [defaults] = useState(() => defaultsOf(profile));
  const resolver = useMemo(
    () => lazyResolver(() => import("../forms/profile-forms").then((forms) => forms.basicForm(locale))),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BasicInput, unknown, BasicValues>({ resolver, defaultValues: defaults });
  // The server draws this form too: its fields carry their values.
  const field = registerWithStartingValues(register, defaults);
  const accountType = useWatch({ control, name: "account_type" });
  const position = useWatch({ control, name: "position" });
  const error = (field?: FieldError) => (field?.message ? t(`errors.${field.message}`) : undefined);
  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);

  const submit = handleSubmit(async (values) => {
    try {
      const body = basicBody(values);
      await saveWorkerProfile(profile ? body : { ...body, profile_type: jobProfileType() });
      toast.success(t("basic.saved"));
      if (!profile) onCreated();
    } catch (failure) {
      showOnField(failure, t("checkInformation"), setError, serverFields);
      toast.error(t("checkInformation"));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="basic-form">
      <TextField label={t("basic.name")} maxLength={100} registration={field("name")} error={error(errors.name)} />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t("basic.accountType")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["individual", "company"] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                defaultChecked={value === defaults.account_type}
                {...register("account_type")}
                className="accent-brand-700"
              />
              {t(`basic.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {accountType === "company" && (
        <div className="grid gap-4 rounded-xl bg-gray-50 p-4 sm:grid-cols-2">
          <TextField
            label={t("basic.companyName")}
            maxLength={100}
            registration={field("company_name")}
            error={error(errors.company_name)}
          />
          <TextField
            label={t("basic.employees")}
            inputMode="numeric"
            registration={field("company_employees")}
            error={error(errors.company_employees)}
          />
          <TextField
            className="sm:col-span-2"
            label={t("basic.website")}
            type="url"
            placeholder="https://"
            registration={field("company_website")}
            error={error(errors.company_website)}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("basic.hourlyPay")}
          inputMode="numeric"
          hint={t("basic.hourlyPayHint")}
          registration={field("hourly_pay")}
          error={error(errors.hourly_pay)}
        />
        <TextField
          label={t("basic.experienceYears")}
          inputMode="numeric"
          registration={field("experience_years")}
          error={error(errors.experience_years)}
        />
      </div>
      <TextField
        label={t("basic.catchPhrase")}
        maxLength={120}
        hint={t("basic.catchPhraseHint")}
        registration={field("catch_phrase")}
        error={error(errors.catch_phrase)}
      />
      <TextAreaField
        maxLength={4000}
        label={t("basic.description")}
        registration={field("description")}
        error={error(errors.description)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t("basic.languages")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {languageChoices.map((code) => (
            <label
              key={code}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                value={code}
                defaultChecked={defaults.language_codes.includes(code)}
                {...register("language_codes")}
                className="accent-brand-700"
              />
              {languageNames.of(code) ?? code}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("basic.address")}
        autoComplete="street-address"
        maxLength={300}
        registration={field("address")}
        error={error(errors.address)}
      />
      <PositionField
        ns="flashjobs"
        keyPrefix="basic"
        testId="profile-position"
        className="rounded-xl border border-dashed border-gray-300 p-3"
        position={position}
        error={error(errors.position as FieldError | undefined)}
        onChange={(next) => setValue("position", next, { shouldDirty: true })}
      />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} className="w-full sm:w-auto">
          {profile ? t("basic.save") : t("basic.create")}
        </SubmitButton>
      </div>
    </form>
  );
}
