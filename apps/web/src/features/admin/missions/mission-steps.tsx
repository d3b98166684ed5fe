import { missionLimits } from "@rewards/contracts";
import { useState } from "react";
import { get, useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NumberField } from "../components/form-field";
import { ConfirmDialog } from "../components/reason-dialog";
import { CopyFields } from "./copy-fields";
import { type MissionDraft, newStep } from "./mission-draft";

/** After a move, the focus follows the step to its new place (or to its other move button at an end). */
function focusMoved(to: number, action: "up" | "down") {
  requestAnimationFrame(() => {
    const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-step-action="${name}-${to}"]`);
    const same = button(action);
    (same && !same.disabled ? same : button(action === "up" ? "down" : "up"))?.focus();
  });
}

/**
 * A mission's steps in the order members claim them: each with its copy, target and points. A saved
 * step that is removed retires on save (members keep what they claimed), so removing one asks first.
 */
export function MissionSteps() {
  const { t } = useTranslation("admin");
  const { control, formState } = useFormContext<MissionDraft>();
  // The draft's own `stepId` is the API's; the list's key for React is another field.
  const steps = useFieldArray({ control, name: "sub_missions", keyName: "key" });
  const [retiring, setRetiring] = useState<number | null>(null);
  const listError = (get(formState.errors, "sub_missions") as { message?: string; root?: { message?: string } })
    ?.message;

  return (
    <section className="adm-panel" aria-labelledby="mission-steps">
      <h2 id="mission-steps">{t("missions.steps")}</h2>
      <p className="adm-hint">{t("missions.stepsHint")}</p>
      {listError && <p className="adm-error">{listError}</p>}
      <ol className="adm-plain" style={{ listStyle: "none" }}>
        {steps.fields.map((step, index) => {
          const number = index + 1;
          return (
            <li key={step.key} className="mb-3 rounded-lg border border-console-line p-3" data-testid="mission-step">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2 [&_h3]:m-0 [&_h3]:text-[0.9375rem] [&_h3]:font-semibold">
                <h3>{t("missions.stepN", { number })}</h3>
                <div className="adm-actions">
                  <button
                    type="button"
                    className="adm-btn"
                    disabled={index === 0}
                    data-step-action={`up-${index}`}
                    onClick={() => {
                      steps.move(index, index - 1);
                      focusMoved(index - 1, "up");
                    }}
                    aria-label={t("missions.moveStepUp", { number })}
                  >
                    {t("missions.moveUp")}
                  </button>
                  <button
                    type="button"
                    className="adm-btn"
                    disabled={index === steps.fields.length - 1}
                    data-step-action={`down-${index}`}
                    onClick={() => {
                      steps.move(index, index + 1);
                      focusMoved(index + 1, "down");
                    }}
                    aria-label={t("missions.moveStepDown", { number })}
                  >
                    {t("missions.moveDown")}
                  </button>
                  <button
                    type="button"
                    className="adm-btn adm-btn-danger"
                    disabled={steps.fields.length === 1}
                    onClick={() => (step.stepId ? setRetiring(index) : steps.remove(index))}
                    aria-label={t("missions.removeStep", { number })}
                  >
                    {t("missions.remove")}
                  </button>
                </div>
              </div>
              <CopyFields
                prefix={`sub_missions.${index}.`}
                titleMax={missionLimits.titleMax}
                descriptionMax={missionLimits.descriptionMax}
              />
              <div className="adm-grid">
                <NumberField
                  name={`sub_missions.${index}.target`}
                  label={t("missions.fields.target")}
                  hint={t("missions.fields.targetHint")}
                  min={1}
                  max={missionLimits.targetMax}
                />
                <NumberField name={`sub_missions.${index}.point`} label={t("missions.fields.points")} min={0} />
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="adm-btn"
        disabled={steps.fields.length >= missionLimits.subMissionsMax}
        onClick={() => steps.append(newStep(), { focusName: `sub_missions.${steps.fields.length}.title.en` })}
      >
        {t("missions.addStep")}
      </button>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={t("missions.retire.title", { number: (retiring ?? 0) + 1 })}
        description={t("missions.retire.body")}
        confirmLabel={t("missions.retire.action")}
        danger
        busy={false}
        onConfirm={() => {
          if (retiring !== null) steps.remove(retiring);
          setRetiring(null);
        }}
      />
    </section>
  );
}
