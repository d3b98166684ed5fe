import { errorCodes, jobTypes } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { type FieldError, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { PositionField } from "../../../components/form/position-field";
import { SelectField } from "../../../components/form/select-field";
import { registerWithStartingValues } from "../../../components/form/starting-values";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { categoriesQuery } from "../../../shared/job-profiles";
import { useRefusalText } from "../../../shared/refusals";
import { type ClientJob, createJob, editJob } from "../api/job-posts-api";
import { type JobFormInput, type JobFormValues, jobBodyOf, jobFormDefaults } from "../forms/job-values";

/** The server's field names on this form (both halves of the position are the position). */
const serverFields: Record<string, keyof JobFormInput> = {
  category_id: "category_id",
  job_type: "job_type",
  title: "title",
  description: "description",
  address: "address",
  lat: "position",
  lng: "position",
  fee: "fee",
  deadline: "deadline",
  start_time: "start_time",
  delivery_time: "delivery_time",
  start_date: "start_date",
  end_date: "end_date",
  workers_needed: "workers_needed",
};

/**
 * A job's form: what the work is, online or where, the fee (at least 10000), when, and how many
 * workers. A new job is saved as a draft or published at once; a saved one is changed in place.
 */
export function JobForm({ job, onSaved }: { job: ClientJob | null; onSaved: (job: ClientJob) => void }) {
  const { t, i18n } = useTranslation("job-posts");
  const locale = i18n.language;
  const resolver = useMemo(
    () => lazyResolver(() => import("../forms/job-form").then((forms) => forms.jobForm(locale))),
    [locale],
  );
  const [defaults] = useState(() => jobFormDefaults(job));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<JobFormInput, unknown, JobFormValues>({ resolver, defaultValues: defaults });
  // The server draws this form too (a saved job's edit page): its fields carry their values.
  const field = registerWithStartingValues(register, defaults);
  const jobType = useWatch({ control, name: "job_type" });
  const position = useWatch({ control, name: "position" });
  const categories = useQuery(categoriesQuery(locale));
  // A select shows a value only once its option exists: a form drawn before the categories came
  // showed "no category" for a job that has one. Once they are in, it shows the value it holds.
  useEffect(() => {
    if (categories.data) setValue("category_id", getValues("category_id"));
  }, [categories.data, getValues, setValue]);
  const publish = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const refusalText = useRefusalText({ context: "jobPost", failed: t("form.checkInformation") });
  const error = (field?: FieldError) => (field?.message ? t(`errors.${field.message}`) : undefined);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = jobBodyOf(values);
      const saved = job ? await editJob(job.id, body) : await createJob({ ...body, publish: publish.current });
      toast.success(t(job ? "form.saved" : publish.current ? "form.published" : "form.drafted"));
      onSaved(saved);
    } catch (failure) {
      const field = failure instanceof ApiError && failure.field ? serverFields[failure.field] : undefined;
      if (field && failure instanceof ApiError) {
        const text =
          failure.code === errorCodes.validationFailed && field === "fee"
            ? t("errors.feeMin")
            : failure.code === errorCodes.jobSlotsFull
              ? t("errors.workersHired")
              : t("form.checkField");
        setError(field, { type: "server", message: text }, { shouldFocus: true });
      } else setFormError(refusalText(failure));
    }
  });

  // A server message is already in the reader's words; a form rule's is a key.
  const shown = (field?: FieldError) => (field?.type === "server" ? field.message : error(field));

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="job-form">
      <TextField label={t("form.title")} maxLength={200} registration={field("title")} error={shown(errors.title)} />
      <SelectField
        label={t("form.category")}
        registration={field("category_id")}
        error={shown(errors.category_id)}
        options={[
          { value: "", label: t("form.categoryNone") },
          ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <TextAreaField
        maxLength={5000}
        label={t("form.description")}
        registration={field("description")}
        error={shown(errors.description)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t("form.type")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {jobTypes.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-200 px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                defaultChecked={value === defaults.job_type}
                {...register("job_type")}
                className="accent-brand-700"
              />
              {t(`type.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {jobType === "onsite" && (
        <div className="space-y-3 rounded-xl bg-gray-50 p-4">
          <TextField
            label={t("form.address")}
            autoComplete="street-address"
            maxLength={300}
            registration={field("address")}
            error={shown(errors.address)}
          />
          <PositionField
            ns="job-posts"
            keyPrefix="form"
            testId="job-position"
            clearable
            position={position}
            error={shown(errors.position as FieldError | undefined)}
            onChange={(next) => setValue("position", next, { shouldDirty: true })}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("form.fee")}
          inputMode="numeric"
          hint={t("form.feeHint")}
          registration={field("fee")}
          error={shown(errors.fee)}
        />
        <TextField
          label={t("form.workers")}
          inputMode="numeric"
          registration={field("workers_needed")}
          error={shown(errors.workers_needed)}
        />
        <TextField
          label={t("form.deadline")}
          type="datetime-local"
          hint={t("form.deadlineHint")}
          registration={field("deadline")}
          error={shown(errors.deadline)}
        />
        <TextField
          label={t("form.startTime")}
          type="time"
          registration={field("start_time")}
          error={shown(errors.start_time)}
        />
        <TextField
          label={t("form.startDate")}
          type="date"
          registration={field("start_date")}
          error={shown(errors.start_date)}
        />
        <TextField
          label={t("form.endDate")}
          type="date"
          registration={field("end_date")}
          error={shown(errors.end_date)}
        />
        <TextField
          className="sm:col-span-2"
          label={t("form.deliveryTime")}
          maxLength={100}
          hint={t("form.deliveryHint")}
          registration={field("delivery_time")}
          error={shown(errors.delivery_time)}
        />
      </div>
      {/* The refusal of the whole form (not one field's), next to the buttons that sent it. */}
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {job ? (
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={primaryButton}>
            {isSubmitting ? t("form.sending") : t("form.save")}
          </button>
        ) : (
          <>
            <button
              type="submit"
              disabled={isSubmitting}
              onClick={() => {
                publish.current = false;
              }}
              className={secondaryButton}
            >
              {t("form.saveDraft")}
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              onClick={() => {
                publish.current = true;
              }}
              className={primaryButton}
            >
              {isSubmitting ? t("form.sending") : t("form.publish")}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
