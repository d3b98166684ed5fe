import {
  type AdminSurveyQuestion,
  type LogicAnswer,
  type QuestionDefinitionInput,
  questionDefinition,
  type SurveyAnswerInput,
  surveyMessages,
  surveyPath,
} from "@rewards/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { checkAnswers } from "./check-answers.js";
import { questionRows, storedQuestion } from "./questions.js";

const en = (text: string) => ({ en: text });
const choice = (label: string) => ({ label: en(label) });

function stored(definitions: QuestionDefinitionInput[]): AdminSurveyQuestion[] {
  return questionRows(definitions.map((definition) => questionDefinition.parse(definition))).map(storedQuestion);
}

function refusal(run: () => unknown): { message: string; field?: string | undefined } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return { message: error.message, field: error.field };
    throw error;
  }
}

const choiceId = (question: AdminSurveyQuestion | undefined, index: number) =>
  question && "choices" in question ? (question.choices[index]?.id ?? "") : "";

describe("checkAnswers with logic", () => {
  // q1: do you drink coffee? (no → q3); q2: cups a day; q3 only for 3+ cups or tea drinkers; q4 optional.
  const questions = stored([
    {
      kind: "single_choice",
      key: "drinks",
      title: en("Do you drink coffee?"),
      choices: [choice("Yes"), choice("No"), choice("Never heard of it")],
      jumps: [
        { choice: "c2", to: "q3" },
        { choice: "c3", to: "end:screen_out" },
      ],
    },
    { kind: "number", key: "cups", title: en("Cups a day?"), min: 0, max: 20, integer: true },
    {
      kind: "free_text",
      key: "q3",
      title: en("What else?"),
      condition: {
        combine: "any",
        rules: [
          { question: "cups", op: "between", min: 3, max: 20 },
          { question: "drinks", op: "equals", choices: ["c2"] },
        ],
      },
    },
    { kind: "rating", key: "q4", title: en("Rate us"), scale_max: 5, required: false },
  ]);
  const [drinks, cups, other, rate] = questions as [
    AdminSurveyQuestion,
    AdminSurveyQuestion,
    AdminSurveyQuestion,
    AdminSurveyQuestion,
  ];

  it("accepts the path the logic takes and says which questions it showed", () => {
    const checked = checkAnswers(
      questions,
      [
        { question_id: drinks.id, choice_ids: [choiceId(drinks, 0)] },
        { question_id: cups.id, number: 1 },
      ],
      new Map(),
    );
    expect(checked.path).toEqual({ shown: [drinks.id, cups.id, rate.id], ending: "complete" });
    expect(checked.answers.map((answer) => answer.questionId)).toEqual([drinks.id, cups.id]);
  });

  it("refuses an answer to a question the logic hid, naming it", () => {
    const answers = [
      { question_id: drinks.id, choice_ids: [choiceId(drinks, 0)] },
      { question_id: cups.id, number: 1 },
      { question_id: other.id, text: "Tea" },
    ];
    expect(refusal(() => checkAnswers(questions, answers, new Map()))).toEqual({
      message: surveyMessages.notShown,
      field: `answers.${other.id}`,
    });
  });

  it("refuses an answer to a question a jump skipped", () => {
    const answers = [
      { question_id: drinks.id, choice_ids: [choiceId(drinks, 1)] },
      { question_id: cups.id, number: 5 },
      { question_id: other.id, text: "Tea" },
    ];
    expect(refusal(() => checkAnswers(questions, answers, new Map()))?.field).toBe(`answers.${cups.id}`);
  });

  it("refuses a shown required question left out, naming it, and lets an optional one go", () => {
    const answers = [
      { question_id: drinks.id, choice_ids: [choiceId(drinks, 0)] },
      { question_id: cups.id, number: 4 },
    ];
    expect(refusal(() => checkAnswers(questions, answers, new Map()))).toEqual({
      message: surveyMessages.answerRequired,
      field: `answers.${other.id}`,
    });
  });

  it("ends at a screen-out choice and refuses anything after it", () => {
    const out = [{ question_id: drinks.id, choice_ids: [choiceId(drinks, 2)] }];
    expect(checkAnswers(questions, out, new Map()).path).toEqual({ shown: [drinks.id], ending: "screen_out" });
    expect(
      refusal(() => checkAnswers(questions, [...out, { question_id: rate.id, rating: 3 }], new Map()))?.field,
    ).toBe(`answers.${rate.id}`);
  });
});

// ---- Random surveys, random paths, crafted submissions ----

type Move = { pick: number; value: number; blank: boolean };

const randomDefinitions = fc.integer({ min: 2, max: 10 }).chain((size) =>
  fc
    .array(
      fc.record({
        choice: fc.boolean(),
        required: fc.boolean(),
        back: fc.option(fc.tuple(fc.nat(), fc.constantFrom("answered", "skipped", "any_of", "none_of", "between")), {
          nil: null,
        }),
        jump: fc.option(fc.tuple(fc.constantFrom("c1", "c2", "c3"), fc.nat(), fc.nat(4)), { nil: null }),
      }),
      { minLength: size, maxLength: size },
    )
    .map(
      (drafts) =>
        drafts.map((draft, index): QuestionDefinitionInput => {
          const key = `q${index + 1}`;
          const target = draft.back && index > 0 ? draft.back[0] % index : null;
          const targetIsChoice = target !== null && drafts[target]?.choice;
          const op = draft.back?.[1];
          const rule =
            target === null || !op
              ? null
              : op === "answered" || op === "skipped"
                ? { question: `q${target + 1}`, op }
                : targetIsChoice
                  ? { question: `q${target + 1}`, op: op === "between" ? "any_of" : op, choices: ["c2"] }
                  : { question: `q${target + 1}`, op: "between" as const, min: 2, max: 6 };
          const room = drafts.length - index - 1;
          const jump =
            draft.choice && draft.jump
              ? [
                  {
                    choice: draft.jump[0],
                    to:
                      draft.jump[2] === 0
                        ? "end:complete"
                        : draft.jump[2] === 1
                          ? "end:screen_out"
                          : room > 0
                            ? `q${index + 2 + (draft.jump[1] % room)}`
                            : "end:complete",
                  },
                ]
              : [];
          const base = { key, title: en(key), required: draft.required, condition: rule ? { rules: [rule] } : null };
          return draft.choice
            ? { ...base, kind: "single_choice", choices: [choice("A"), choice("B"), choice("C")], jumps: jump }
            : { ...base, kind: "number", min: 0, max: 9, integer: true };
        }) as QuestionDefinitionInput[],
    ),
);
const moves = fc.array(fc.record({ pick: fc.nat(2), value: fc.integer({ min: 0, max: 9 }), blank: fc.boolean() }), {
  minLength: 10,
  maxLength: 10,
});

function inputFor(question: AdminSurveyQuestion, move: Move): SurveyAnswerInput | null {
  if (!question.required && move.blank) return null;
  if ("choices" in question) return { question_id: question.id, choice_ids: [choiceId(question, move.pick)] };
  return { question_id: question.id, number: move.value };
}

/** What the browser sends: the answers it collected walking the path one step at a time. */
function browserAnswers(questions: AdminSurveyQuestion[], plan: Move[]): SurveyAnswerInput[] {
  const given = new Map<string, SurveyAnswerInput>();
  const visited = new Set<string>();
  for (;;) {
    const next = surveyPath(questions, given as Map<string, LogicAnswer>).shown.find((id) => !visited.has(id));
    if (!next) return [...given.values()];
    visited.add(next);
    const answer = inputFor(
      questions.find((q) => q.id === next) as AdminSurveyQuestion,
      plan[visited.size - 1] as Move,
    );
    if (answer) given.set(next, answer);
  }
}

describe("checkAnswers on random surveys", () => {
  it("accepts what the browser walked, with the same path, and refuses every crafted change", () => {
    fc.assert(
      fc.property(randomDefinitions, moves, fc.nat(), (definitions, plan, pickOne) => {
        const questions = stored(definitions);
        const sent = browserAnswers(questions, plan);
        const checked = checkAnswers(questions, sent, new Map());
        const browserPath = surveyPath(questions, new Map(sent.map((answer) => [answer.question_id, answer])));
        expect(checked.path).toEqual(browserPath);

        // A hidden question answered: refused, naming it.
        const hidden = questions.filter((q) => !checked.path.shown.includes(q.id));
        const smuggled = hidden[pickOne % Math.max(hidden.length, 1)];
        if (smuggled) {
          const extra = inputFor(smuggled, { pick: 0, value: 1, blank: false }) as SurveyAnswerInput;
          expect(refusal(() => checkAnswers(questions, [...sent, extra], new Map()))).toEqual({
            message: surveyMessages.notShown,
            field: `answers.${smuggled.id}`,
          });
        }

        // A shown required question left out: refused, naming it (or a question its absence hid).
        const required = sent.filter((answer) => questions.find((q) => q.id === answer.question_id)?.required);
        const dropped = required[pickOne % Math.max(required.length, 1)];
        if (dropped) {
          // Leaving it out may also change the path after it; whatever it becomes, the submission is refused.
          const rest = sent.filter((answer) => answer !== dropped);
          expect(refusal(() => checkAnswers(questions, rest, new Map()))).not.toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });
});
