import { questionDefinition, surveyMessages } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { checkAnswers } from "./check-answers.js";
import { questionRows, storedQuestion } from "./questions.js";

const questions = questionRows([
  questionDefinition.parse({
    kind: "single_choice",
    title: { en: "Pick", id: "Pilih" },
    choices: [{ label: { en: "A", id: "A" } }, { label: { en: "Other", id: "Lainnya" }, other: true }],
  }),
  questionDefinition.parse({ kind: "zip_code", title: { en: "Zip", id: "Kode pos" }, digits: 6 }),
  questionDefinition.parse({ kind: "date", title: { en: "When", id: "Kapan" }, min_date: "2026-01-01" }),
]).map(storedQuestion);
const questionAt = (index: number) => {
  const question = questions[index];
  if (!question) throw new Error(`no question ${index}`);
  return question;
};
const [pick, zip, when] = [questionAt(0), questionAt(1), questionAt(2)];
const choiceIds = "choices" in pick ? pick.choices.map((choice) => choice.id) : [];

function refusal(run: () => unknown): { message: string; field?: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("checkAnswers", () => {
  const valid = [
    { question_id: pick.id, choice_ids: [choiceIds[0] ?? ""] },
    { question_id: zip.id, zip: " 700000 " },
    { question_id: when.id, date: "2026-03-01" },
  ];

  it("keeps only the answered field of each question, trimmed", () => {
    const checked = checkAnswers(questions, valid, new Map()).answers;
    expect(checked.map((answer) => [answer.choiceIds, answer.zip, answer.date])).toEqual([
      [[choiceIds[0]], null, null],
      [null, "700000", null],
      [null, null, "2026-03-01"],
    ]);
  });

  it("reports the first problem in question order, naming the question", () => {
    const answers = [valid[2], { ...valid[1], zip: "7000" }];
    expect(refusal(() => checkAnswers(questions, answers as typeof valid, new Map()))).toEqual({
      message: surveyMessages.selectOne,
      field: `answers.${pick.id}`,
    });
  });

  it("refuses answers twice to one question, to unknown questions, and images for a question without images", () => {
    expect(
      refusal(() => checkAnswers(questions, [...valid, valid[0] ?? valid[1]] as typeof valid, new Map())).message,
    ).toBe(surveyMessages.invalidInput);
    expect(refusal(() => checkAnswers(questions, [...valid, { question_id: "nope" }], new Map())).field).toBe(
      "answers.nope",
    );
    expect(refusal(() => checkAnswers(questions, valid, new Map([[zip.id, 1]]))).field).toBe(`answers.${zip.id}`);
  });

  it("checks dates against the calendar and the question's range", () => {
    for (const date of ["2025-12-31", "2026-02-29", "01/03/2026"]) {
      const answers = valid.map((answer) => (answer.question_id === when.id ? { ...answer, date } : answer));
      expect(refusal(() => checkAnswers(questions, answers, new Map())).message).toBe(surveyMessages.invalidInput);
    }
  });
});
