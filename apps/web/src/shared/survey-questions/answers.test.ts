import type { SurveyQuestion } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import {
  type AnswerDraft,
  draftFromKept,
  draftGiven,
  emptyDraft,
  logicAnswers,
  toAnswerInput,
  toggleChoice,
  validateAnswer,
} from "./answers";

const base = {
  id: "q1",
  key: "q1",
  position: 0,
  title: "Q",
  description: null,
  requires_note: false,
  required: true,
  condition: null,
  jumps: [],
};
const draft = (patch: Partial<AnswerDraft>): AnswerDraft => ({ ...emptyDraft, ...patch });
const choices = [
  { id: "a", key: "c1", label: "A", other: false },
  { id: "b", key: "c2", label: "B", other: false },
  { id: "o", key: "c3", label: "Other", other: true },
];
const single: SurveyQuestion = { ...base, kind: "single_choice", choices };
const multiple: SurveyQuestion = { ...base, kind: "multiple_choice", choices, min_selections: 2, max_selections: 2 };

describe("validateAnswer", () => {
  it("asks to select one when no choice is picked", () => {
    expect(validateAnswer(single, emptyDraft)).toEqual({ part: "answer", message: "selectOne" });
    expect(validateAnswer(single, draft({ choiceIds: ["a"] }))).toBeNull();
  });

  it("holds a multiple choice to its minimum and maximum", () => {
    expect(validateAnswer(multiple, draft({ choiceIds: ["a"] }))).toMatchObject({ message: "selectAtLeast", count: 2 });
    expect(validateAnswer(multiple, draft({ choiceIds: ["a", "b", "o"] }))).toMatchObject({
      message: "selectAtMost",
      count: 2,
    });
    expect(validateAnswer(multiple, draft({ choiceIds: ["a", "b"] }))).toBeNull();
  });

  it("wants the text of 'Other' when it is picked", () => {
    expect(validateAnswer(single, draft({ choiceIds: ["o"] }))).toEqual({ part: "other", message: "answerRequired" });
    expect(validateAnswer(single, draft({ choiceIds: ["o"], otherText: " mine " }))).toBeNull();
  });

  it("asks for an answer to free text, numbers and dates, and refuses what is out of bounds", () => {
    const text: SurveyQuestion = { ...base, kind: "free_text", min_length: 3, max_length: 5 };
    expect(validateAnswer(text, draft({ text: "  " }))?.message).toBe("answerRequired");
    expect(validateAnswer(text, draft({ text: "ab" }))?.message).toBe("textTooShort");
    expect(validateAnswer(text, draft({ text: "abcdef" }))?.message).toBe("textTooLong");
    const number: SurveyQuestion = { ...base, kind: "number", min: 1, max: 10, integer: true };
    expect(validateAnswer(number, draft({ number: "" }))?.message).toBe("answerRequired");
    expect(validateAnswer(number, draft({ number: "11" }))).toEqual({
      part: "answer",
      message: "numberBetween",
      min: 1,
      max: 10,
    });
    expect(validateAnswer(number, draft({ number: "0" }))?.message).toBe("numberBetween");
    expect(validateAnswer(number, draft({ number: "2.5" }))?.message).toBe("wholeNumber");
    expect(validateAnswer(number, draft({ number: "2,5" }), "id")?.message).toBe("wholeNumber");
    expect(validateAnswer(number, draft({ number: "0x7" }))?.message).toBe("wholeNumber");
    expect(validateAnswer(number, draft({ number: "abc" }))?.message).toBe("wholeNumber");
    expect(validateAnswer({ ...number, integer: false }, draft({ number: "abc" }))?.message).toBe("notANumber");
    expect(validateAnswer(number, draft({ number: "7" }))).toBeNull();
    const atLeast: SurveyQuestion = { ...base, kind: "number", min: 0, max: null, integer: false };
    expect(validateAnswer(atLeast, draft({ number: "-1" }))).toMatchObject({ message: "numberAtLeast", min: 0 });
    expect(validateAnswer(atLeast, draft({ number: "2.5" }))).toBeNull();
    const atMost: SurveyQuestion = { ...base, kind: "number", min: null, max: 5, integer: false };
    expect(validateAnswer(atMost, draft({ number: "6" }))).toMatchObject({ message: "numberAtMost", max: 5 });
    const date: SurveyQuestion = { ...base, kind: "date", min_date: "2020-01-01", max_date: null };
    expect(validateAnswer(date, draft({ date: "" }))?.message).toBe("dateRequired");
    expect(validateAnswer(date, draft({ date: "2019-12-31" }))).toMatchObject({
      message: "dateFrom",
      min: "2020-01-01",
    });
    expect(validateAnswer(date, draft({ date: "2021-02-30" }))?.message).toBe("dateInvalid");
    expect(validateAnswer(date, draft({ date: "2021-02-28" }))).toBeNull();
    const window: SurveyQuestion = { ...base, kind: "date", min_date: "2020-01-01", max_date: "2020-12-31" };
    expect(validateAnswer(window, draft({ date: "2021-01-01" }))).toMatchObject({
      message: "dateBetween",
      min: "2020-01-01",
      max: "2020-12-31",
    });
  });

  it("says the zip code is invalid unless it has the question's digits", () => {
    const zip: SurveyQuestion = { ...base, kind: "zip_code", digits: 5 };
    expect(validateAnswer(zip, draft({ zip: "1234" }))?.message).toBe("zipInvalid");
    expect(validateAnswer(zip, draft({ zip: "12a45" }))?.message).toBe("zipInvalid");
    expect(validateAnswer(zip, draft({ zip: "12345" }))).toBeNull();
  });

  it("asks for a rating and for an image", () => {
    const rating: SurveyQuestion = { ...base, kind: "rating", scale_max: 5 };
    expect(validateAnswer(rating, emptyDraft)?.message).toBe("selectOne");
    const image: SurveyQuestion = { ...base, kind: "image", min_images: 2, max_images: 3 };
    expect(validateAnswer(image, emptyDraft)?.message).toBe("imageRequired");
    const file = new File(["x"], "a.png", { type: "image/png" });
    expect(validateAnswer(image, draft({ images: [file] }))).toMatchObject({ message: "imagesAtLeast", count: 2 });
    expect(validateAnswer(image, draft({ images: [file, file, file, file] }))?.message).toBe("imagesAtMost");
  });

  it("asks for the note after the answer when the question requires one", () => {
    const noted: SurveyQuestion = { ...single, requires_note: true };
    expect(validateAnswer(noted, emptyDraft)?.message).toBe("selectOne");
    expect(validateAnswer(noted, draft({ choiceIds: ["a"] }))).toEqual({ part: "note", message: "noteRequired" });
    expect(validateAnswer(noted, draft({ choiceIds: ["a"], note: "why" }))).toBeNull();
  });
});

describe("toAnswerInput", () => {
  it("sends only the field of the question's kind, the 'Other' text only with 'Other'", () => {
    expect(toAnswerInput(single, draft({ choiceIds: ["a"], otherText: "left over" }))).toEqual({
      question_id: "q1",
      choice_ids: ["a"],
    });
    expect(toAnswerInput(single, draft({ choiceIds: ["o"], otherText: " mine ", note: " n " }))).toEqual({
      question_id: "q1",
      choice_ids: ["o"],
      other_text: "mine",
      note: "n",
    });
    const number: SurveyQuestion = { ...base, kind: "number", min: null, max: null, integer: false };
    expect(toAnswerInput(number, draft({ number: " 4.5 ", text: "x" }))).toEqual({ question_id: "q1", number: 4.5 });
    // In the member's language: a comma is the decimal mark in id and vi, and a point groups thousands.
    for (const locale of ["id", "vi"]) {
      expect(toAnswerInput(number, draft({ number: "2,5" }), locale)).toEqual({ question_id: "q1", number: 2.5 });
      expect(toAnswerInput(number, draft({ number: "1.000" }), locale)).toEqual({ question_id: "q1", number: 1000 });
      expect(validateAnswer(number, draft({ number: "2,5" }), locale)).toBeNull();
    }
    expect(toAnswerInput(number, draft({ number: "1,000" }), "en")).toEqual({ question_id: "q1", number: 1000 });
  });
});

describe("ticking choices", () => {
  const upToTwo = { ...base, kind: "multiple_choice" as const, choices, min_selections: 1, max_selections: 2 };

  it("refuses a third tick on a 'choose 1 to 2' question as it is made, and takes it back off", () => {
    const [a, b, c] = choices.map((choice) => choice.id) as [string, string, string];
    expect(toggleChoice(upToTwo, [a], b, true)).toEqual({ choiceIds: [a, b], refused: false });
    expect(toggleChoice(upToTwo, [a, b], c, true)).toEqual({ choiceIds: [a, b], refused: true });
    expect(toggleChoice(upToTwo, [a, b], a, false)).toEqual({ choiceIds: [b], refused: false });
  });

  it("replaces the pick of a single choice", () => {
    const single = { ...base, kind: "single_choice" as const, choices };
    expect(toggleChoice(single, ["x"], "y", true)).toEqual({ choiceIds: ["y"], refused: false });
  });
});

describe("kept answers", () => {
  const number: SurveyQuestion = { ...base, id: "n", kind: "number", min: null, max: null, integer: false };

  it("come back as the form holds them, numbers written the member's way, and read as they were sent", () => {
    expect(draftFromKept({ question_id: "n", number: 2.5 }, "vi").number).toBe("2,5");
    expect(draftFromKept({ question_id: "n", number: 1000 }, "id").number).toBe("1000");
    for (const locale of ["en", "vi", "id"]) {
      const back = draftFromKept({ question_id: "n", number: 1234.5 }, locale);
      expect(toAnswerInput(number, back, locale)).toEqual({ question_id: "n", number: 1234.5 });
    }
    expect(draftFromKept({ question_id: "a", choice_ids: ["b"], note: "x" })).toMatchObject({
      choiceIds: ["b"],
      note: "x",
    });
  });

  it("count for the logic only when something was given", () => {
    expect(draftGiven(single, emptyDraft)).toBe(false);
    expect(draftGiven(single, draft({ choiceIds: ["a"] }))).toBe(true);
    const answers = logicAnswers([single, number], { q1: draft({ choiceIds: ["a"] }), n: emptyDraft });
    expect([...answers.keys()]).toEqual(["q1"]);
  });
});
