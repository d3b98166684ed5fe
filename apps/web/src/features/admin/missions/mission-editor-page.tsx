import {
  type AdminMission,
  type MissionDefinition,
  missionCategories,
  missionDefinition,
  missionLimits,
  missionTypes,
} from "@rewards/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { CheckField, NumberField, SelectField } from "../components/form-field";
import { LoadFailed } from "../components/load-failed";
import { schemaResolver, useSaveError } from "../components/schema-form";
import { CopyFields } from "./copy-fields";
import { copyIn, definitionOf, type MissionDraft, missionDraftOf, newMissionDraft } from "./mission-draft";
import { MissionSteps } from "./mission-steps";
import { adminMissionsQuery, missionsKey, saveMission } from "./missions-api";

/** The schema's own rules, with our words for them. */
const rules = { "A level-up mission needs a level; a daily one has none.": "missions.errors.level" };

/** `/admin/missions/new` and `/admin/missions/:id`: a mission's type, level, copy and steps. */
export function MissionEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation("admin");
  // The API lists missions whole and has no call for one: the editor reads it from the list.
  const missions = useQuery({ ...adminMissionsQuery({}), enabled: id !== undefined });
  if (!id) return <MissionEditor key="new" mission={undefined} />;
  if (missions.isError) return <LoadFailed error={missions.error} />;
  if (!missions.data) return <div aria-busy="true" />;
  const mission = missions.data.find((candidate) => candidate.id === id);
  if (!mission) {
    return (
      <>
        <p role="alert">{t("missions.notFound")}</p>
        <Link to="/admin/missions">{t("missions.back")}</Link>
      </>
    );
  }
  return <MissionEditor key={id} mission={mission} />;
}

function MissionEditor({ mission }: { mission: AdminMission | undefined }) {
  const { t, i18n } = useTranslation("admin");
  const showSaveError = useSaveError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => schemaResolver(missionDefinition, definitionOf, t, rules), [t]);
  const form = useForm<MissionDraft, unknown, MissionDefinition>({
    defaultValues: mission ? missionDraftOf(mission) : newMissionDraft(),
    resolver,
  });
  const type = useWatch({ control: form.control, name: "type" });

  const save = useMutation({
    mutationFn: saveMission,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: missionsKey });
      toast.success(t(mission ? "missions.saved" : "missions.created"));
      // The saved steps' ids come back: the next save must carry them.
      form.reset(missionDraftOf(saved));
      if (!mission) navigate(`/admin/missions/${saved.id}`, { replace: true });
    },
    onError: (error) => showSaveError(error, form.setError),
  });
  const onSubmit = form.handleSubmit(
    (definition) => save.mutate({ id: mission?.id, definition }),
    () => toast.error(t("form.fixErrors")),
  );

  return (
    <FormProvider {...form}>
      <p>
        <Link to="/admin/missions">{t("missions.back")}</Link>
      </p>
      <h1 id="mission-heading">{mission ? copyIn(mission.title, i18n.language) : t("missions.new")}</h1>
      <form onSubmit={onSubmit} noValidate aria-labelledby="mission-heading" className="max-w-5xl">
        <fieldset className="adm-plain" disabled={save.isPending}>
          <section className="adm-panel" aria-labelledby="mission-settings">
            <h2 id="mission-settings">{t("missions.settings")}</h2>
            <div className="adm-grid">
              <SelectField
                name="type"
                label={t("missions.type")}
                options={missionTypes.map((value) => [value, t(`missions.types.${value}`)])}
              />
              {type === "levelUp" && (
                <NumberField
                  name="level"
                  label={t("missions.level")}
                  hint={t("missions.fields.levelHint")}
                  min={1}
                  max={missionLimits.levelMax}
                />
              )}
              <SelectField
                name="category"
                label={t("missions.category")}
                hint={t("missions.fields.categoryHint")}
                options={missionCategories.map((value) => [value, t(`missions.categories.${value}`)])}
              />
              <NumberField
                name="position"
                label={t("missions.fields.position")}
                hint={t("missions.fields.positionHint")}
                min={0}
              />
            </div>
            <CheckField name="active" label={t("missions.fields.active")} />
          </section>
          <section className="adm-panel" aria-labelledby="mission-copy">
            <h2 id="mission-copy">{t("missions.copy")}</h2>
            <CopyFields prefix="" titleMax={missionLimits.titleMax} descriptionMax={missionLimits.descriptionMax} />
          </section>
          <MissionSteps />
        </fieldset>
        <div className="adm-save">
          <button type="submit" className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {t(mission ? "missions.save" : "missions.create")}
          </button>
          {form.formState.isDirty && <span className="adm-hint">{t("form.unsaved")}</span>}
        </div>
      </form>
    </FormProvider>
  );
}
