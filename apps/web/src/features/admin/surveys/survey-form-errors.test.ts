import type { TFunction } from "i18next";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { newQuestion, newSurveyDraft, type SurveyDraft } from "./survey-draft";
import { surveyResolver } from "./survey-form-errors";

/** Names the catalog key and its values, so a test can see which words a field gets. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<"admin">;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function errorsOf(draft: SurveyDraft): Promise<FieldErrors<SurveyDraft>> {
  return (await surveyResolver(t)(draft, undefined, options)).errors;
}

function validDraft(): SurveyDraft {
  const draft = newSurveyDraft(new Date("2026-03-01T08:00:00Z"));
  const question = newQuestion("single_choice");
  question.title.en = "Tea or coffee?";
  question.choices = [
    { key: "", label: { en: "Tea", vi: "", id: "" }, other: false },
    { key: "", label: { en: "Coffee", vi: "", id: "" }, other: false },
  ];
  return { ...draft, title: { en: "Drinks", vi: "", id: "" }, reward: "100", questions: [question] };
}

describe("the editor's check with the shared surveyDefinition", () => {
  it("passes a valid draft on as the parsed definition", async () => {
    const result = await surveyResolver(t)(validDraft(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ reward: 100, title: { en: "Drinks" } });
  });

  it("puts each problem on the field that has it, in the console's words", async () => {
    const draft = validDraft();
    draft.title.en = "";
    draft.reward = "";
    draft.estimated_minutes = "1.5";
    draft.targeting.min_age = "40";
    draft.targeting.max_age = "20";
    draft.targeting.genders = "x".repeat(21);
    const errors = await errorsOf(draft);
    expect(errors.title?.message).toBe("surveys.errors.writeInALanguage");
    expect(errors.reward?.message).toBe("form.errors.required");
    expect(errors.estimated_minutes?.message).toBe("form.errors.wholeNumber");
    expect(errors.targeting?.min_age?.message).toBe("surveys.errors.minAboveMax");
    expect(errors.targeting?.genders?.message).toBe('form.errors.tooLong {"count":20}');
  });

  it("names the question whose copy is missing in a language the survey is offered in", async () => {
    const draft = validDraft();
    draft.title.vi = "Đồ uống";
    const errors = await errorsOf(draft);
    expect(errors.questions?.[0]?.title?.message).toBe('surveys.errors.everyLanguage {"languages":"en, vi"}');
  });

  it("checks the settings of the question's kind", async () => {
    const draft = validDraft();
    const question = draft.questions[0];
    if (!question) throw new Error("no question");
    question.kind = "free_text";
    question.min_length = "50";
    question.max_length = "10";
    expect((await errorsOf(draft)).questions?.[0]?.min_length?.message).toBe("surveys.errors.minAboveMax");
    question.kind = "single_choice";
    question.choices[1] = { key: "", label: { en: "tea", vi: "", id: "" }, other: false };
    expect((await errorsOf(draft)).questions?.[0]?.choices?.message).toBe("surveys.errors.choicesDiffer");
  });

  it("wants the survey to end after it opens and at least one question", async () => {
    const draft = validDraft();
    draft.expires_at = draft.starts_at;
    expect((await errorsOf(draft)).expires_at?.message).toBe("surveys.errors.endBeforeStart");
    draft.questions = [];
    expect((await errorsOf(draft)).questions?.message).toBe('form.errors.atLeastItems {"count":1}');
  });
});
