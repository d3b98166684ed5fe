import { type AdminSurvey, type SurveyDefinition, type SurveyLocale, surveyLocales } from "@rewards/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { type FieldErrors, FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { LoadFailed } from "../components/load-failed";
import { EditorPanes } from "./editor-panes";
import { QuestionList } from "./question-list";
import { SurveyActions } from "./survey-actions";
import { copyIn, offeredLocales } from "./survey-copy";
import { newSurveyDraft, type SurveyDraft, surveyDraftOf } from "./survey-draft";
import { surveyResolver } from "./survey-form-errors";
import { SurveyPreview } from "./survey-preview";
import { CopyTabs, StoreFields, TargetingFields, TermsFields } from "./survey-settings-fields";
import { adminSurveyQuery, saveSurvey, surveysKey } from "./surveys-api";

/** `/admin/surveys/new` and `/admin/surveys/:id`: write a survey, preview it, move it along. */
export function SurveyEditorPage() {
  const { id } = useParams();
  const survey = useQuery({ ...adminSurveyQuery(id ?? ""), enabled: id !== undefined });
  if (id && survey.isError) return <LoadFailed error={survey.error} />;
  if (id && !survey.data) return <div aria-busy="true" />;
  return <SurveyEditor key={id ?? "new"} survey={survey.data} />;
}

/**
 * The languages with a problem somewhere in the form, to mark their tabs: a text too long in one,
 * or a question missing in a language the survey is offered in (that error names the question).
 */
function flaggedLocales(errors: FieldErrors<SurveyDraft>, draft: SurveyDraft): SurveyLocale[] {
  const found = new Set<SurveyLocale>();
  const walk = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "ref") continue;
      const locale = surveyLocales.find((candidate) => candidate === key);
      if (locale && typeof (value as { message?: unknown })?.message === "string") found.add(locale);
      else walk(value);
    }
  };
  walk(errors);
  const offered = offeredLocales(draft);
  draft.questions.forEach((question, index) => {
    if (!errors.questions?.[index]?.title?.message) return;
    const choices = question.kind === "single_choice" || question.kind === "multiple_choice" ? question.choices : [];
    const texts = [question.title, ...choices.map((choice) => choice.label)];
    for (const locale of offered) if (texts.some((text) => !text[locale].trim())) found.add(locale);
  });
  return [...found];
}

/** Why the form is read-only, if it is: the API edits a survey only before its first response. */
function lockOf(survey: AdminSurvey | undefined): "closed" | "answered" | null {
  if (!survey) return null;
  if (survey.status === "closed") return "closed";
  return survey.responded > 0 ? "answered" : null;
}

function SurveyEditor({ survey }: { survey: AdminSurvey | undefined }) {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => surveyResolver(t), [t]);
  const form = useForm<SurveyDraft, unknown, SurveyDefinition>({
    defaultValues: survey ? surveyDraftOf(survey) : newSurveyDraft(),
    resolver,
    reValidateMode: "onSubmit",
  });
  // After a first try, every change checks the whole form again: a rule such as "in every language
  // of the survey" belongs to a question while the text that settles it is typed in another box.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const [locale, setLocale] = useState<SurveyLocale>("en");
  const lock = lockOf(survey);

  const save = useMutation({
    mutationFn: saveSurvey,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSurveyQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...surveysKey, "list"] });
      toast.success(t(survey ? "surveys.saved" : "surveys.created"));
      if (survey) form.reset(surveyDraftOf(saved));
      else navigate(`/admin/surveys/${saved.id}`, { replace: true });
    },
    onError: toastRefusal,
  });

  const onSubmit = form.handleSubmit(
    (definition) => save.mutate({ id: survey?.id, definition }),
    // One notice however often the author presses: a new one replaces the last instead of stacking.
    () => toast.error(t("surveys.fixErrors"), { id: "survey-fix-errors" }),
  );

  const editor = (
    <form onSubmit={onSubmit} noValidate aria-labelledby="survey-heading">
      <CopyTabs
        locale={locale}
        onLocale={setLocale}
        flagged={flaggedLocales(form.formState.errors, form.getValues())}
        disabled={lock !== null || save.isPending}
      />
      <fieldset className="adm-plain" disabled={lock !== null || save.isPending}>
        <TermsFields />
        <TargetingFields />
        <StoreFields />
        <QuestionList locale={locale} />
      </fieldset>
      {lock === null && (
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-console-line bg-console-canvas py-3 [&_.adm-hint]:m-0">
          <button type="submit" className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {t(survey ? "surveys.save" : "surveys.create")}
          </button>
          {form.formState.isDirty && <span className="adm-hint">{t("surveys.unsaved")}</span>}
        </div>
      )}
    </form>
  );

  return (
    <FormProvider {...form}>
      <div className="max-sm:[&_.adm-panel]:p-3">
        <p>
          <Link to="/admin/surveys">{t("surveys.back")}</Link>
        </p>
        <h1 id="survey-heading">{survey ? copyIn(survey.title, i18n.language) : t("surveys.new")}</h1>
        {survey && <SurveyActions survey={survey} unsaved={form.formState.isDirty} />}
        {lock && (
          <p className="adm-note" role="status">
            {t(`surveys.locked.${lock}`)}
          </p>
        )}
        {survey?.status === "published" && lock === null && <p className="adm-note">{t("surveys.liveEdits")}</p>}
        <EditorPanes editor={editor} preview={<SurveyPreview />} />
      </div>
    </FormProvider>
  );
}
