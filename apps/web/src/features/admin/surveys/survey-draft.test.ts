import { type AdminSurvey, surveyDefinition } from "@rewards/contracts";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { memberQuestions, readingLocale } from "./survey-copy";
import { definitionOf, newQuestion, newSurveyDraft, type SurveyDraft, surveyDraftOf } from "./survey-draft";

const text = (en: string, vi = "", id = "") => ({ en, vi, id });

/** What an author types for a survey in English with a single choice, a number and a free text question. */
function writtenDraft(): SurveyDraft {
  const draft = newSurveyDraft(new Date("2026-03-01T08:00:00Z"));
  return {
    ...draft,
    title: text("Lunch habits"),
    reward: "250",
    questions: [
      {
        ...newQuestion("single_choice"),
        title: text("Where do you eat?"),
        choices: [
          { key: "", label: text("At home"), other: false },
          { key: "", label: text("Elsewhere"), other: true },
        ],
      },
      { ...newQuestion("number"), title: text("Meals a day?"), min: "0", max: "6", integer: true },
      { ...newQuestion("free_text"), title: text("Your favourite dish?"), max_length: "200" },
    ],
  };
}

describe("the editor's draft", () => {
  it("becomes a definition the API's schema accepts, with empty boxes left to the schema's defaults", () => {
    const parsed = surveyDefinition.parse(definitionOf(writtenDraft()));
    expect(parsed.title).toEqual({ en: "Lunch habits" });
    expect(parsed.description).toBeUndefined();
    expect(parsed.reward).toBe(250);
    expect(parsed.expires_at > parsed.starts_at).toBe(true);
    expect(parsed.targeting).toEqual({
      markets: null,
      min_age: null,
      max_age: null,
      genders: null,
      min_level: null,
      max_level: null,
    });
    expect(parsed.store_id).toBeNull();
    expect(parsed.questions.map((question) => question.kind)).toEqual(["single_choice", "number", "free_text"]);
    expect(parsed.questions[1]).toMatchObject({ min: 0, max: 6, integer: true });
    expect(parsed.questions[2]).toMatchObject({ min_length: 1, max_length: 200 });
  });

  it("reads numbers as the console's language writes them", async () => {
    await i18next.init({ lng: "id", resources: {} });
    const draft = writtenDraft();
    draft.reward = "1.500";
    draft.questions[1] = { ...newQuestion("number"), title: text("Litres a day?"), min: "0,5", max: "2,5" };
    const parsed = surveyDefinition.parse(definitionOf(draft));
    expect(parsed.reward).toBe(1500);
    expect(parsed.questions[1]).toMatchObject({ min: 0.5, max: 2.5 });
    draft.reward = "12,5";
    expect(surveyDefinition.safeParse(definitionOf(draft)).success).toBe(false);
    await i18next.changeLanguage("en");
    draft.reward = "1,500";
    expect(surveyDefinition.parse(definitionOf(draft)).reward).toBe(1500);
  });

  it("sends only the chosen kind's settings and drops the store's details without a store id", () => {
    const draft = writtenDraft();
    draft.store_name = "Jakarta shop";
    draft.targeting.genders = " female, , male ";
    const definition = definitionOf(draft);
    expect(definition.store_name).toBeNull();
    expect(definition.targeting?.genders).toEqual(["female", "male"]);
    expect(Object.keys(definition.questions[0] ?? {})).not.toContain("min_length");
  });

  it("reads a stored survey back into the same definition", () => {
    const definition = surveyDefinition.parse(definitionOf(writtenDraft()));
    const stored: AdminSurvey = {
      ...definition,
      id: "s1",
      status: "draft",
      description: null,
      responded: 0,
      store_name: null,
      store_address: null,
      published_at: null,
      closed_at: null,
      results_announced_at: null,
      questions: definition.questions.map((question, index) => ({
        ...question,
        id: `q${index}`,
        position: index,
        description: null,
        ...("choices" in question && {
          choices: question.choices.map((choice, place) => ({ ...choice, id: `c${place}` })),
        }),
      })) as AdminSurvey["questions"],
    };
    expect(surveyDefinition.parse(definitionOf(surveyDraftOf(stored)))).toEqual(definition);
  });
});

describe("the preview", () => {
  it("gives a member the questions in their language, or in the first one the survey is written in", () => {
    const draft = writtenDraft();
    expect(readingLocale(draft, "vi")).toBe("en");
    draft.title.vi = "Thói quen ăn trưa";
    expect(readingLocale(draft, "vi")).toBe("vi");
    const [choice, number] = memberQuestions(draft, "en");
    expect(choice).toMatchObject({ kind: "single_choice", title: "Where do you eat?", position: 1 });
    expect(choice?.kind === "single_choice" && choice.choices.map((c) => [c.label, c.other])).toEqual([
      ["At home", false],
      ["Elsewhere", true],
    ]);
    expect(number).toMatchObject({ kind: "number", min: 0, max: 6, integer: true });
  });

  it("keeps showing a question while a bound is being typed", () => {
    const draft = writtenDraft();
    const free = draft.questions[2];
    if (free) free.max_length = "";
    expect(memberQuestions(draft, "en")[2]).toMatchObject({ min_length: 1, max_length: 1000 });
  });
});
