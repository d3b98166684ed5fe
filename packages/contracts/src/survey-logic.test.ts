import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ChoiceJump,
  type DisplayCondition,
  type LogicAnswer,
  type LogicQuestion,
  surveyPath,
} from "./survey-logic.js";
import { logicMessages, logicProblems } from "./survey-logic-checks.js";

const choiceQuestion = (key: string, extra: Partial<LogicQuestion> = {}): LogicQuestion => ({
  id: `id-${key}`,
  key,
  kind: "single_choice",
  required: true,
  choices: [
    { id: `${key}-a`, key: "c1" },
    { id: `${key}-b`, key: "c2" },
    { id: `${key}-c`, key: "c3" },
  ],
  condition: null,
  jumps: [],
  ...extra,
});
const numberQuestion = (key: string, extra: Partial<LogicQuestion> = {}): LogicQuestion => ({
  id: `id-${key}`,
  key,
  kind: "number",
  required: true,
  condition: null,
  jumps: [],
  ...extra,
});
const answers = (entries: Record<string, LogicAnswer>) => new Map(Object.entries(entries));

describe("surveyPath", () => {
  const survey = [
    choiceQuestion("q1", { jumps: [{ choice: "c3", to: "q4" }] }),
    numberQuestion("q2"),
    choiceQuestion("q3", {
      condition: { combine: "all", rules: [{ question: "q2", op: "between", min: 18, max: 30 }] },
      jumps: [{ choice: "c2", to: "end:screen_out" }],
    }),
    numberQuestion("q4", {
      condition: { combine: "any", rules: [{ question: "q1", op: "none_of", choices: ["c1"] }] },
    }),
  ];

  it("shows every question in order when nothing hides or skips one", () => {
    const path = surveyPath(survey, answers({ "id-q1": { choice_ids: ["q1-b"] }, "id-q2": { number: 20 } }));
    expect(path).toEqual({ shown: ["id-q1", "id-q2", "id-q3", "id-q4"], ending: "complete" });
  });

  it("hides a question whose condition fails", () => {
    const path = surveyPath(survey, answers({ "id-q1": { choice_ids: ["q1-a"] }, "id-q2": { number: 40 } }));
    expect(path.shown).toEqual(["id-q1", "id-q2"]);
  });

  it("follows a jump past the questions between", () => {
    const path = surveyPath(survey, answers({ "id-q1": { choice_ids: ["q1-c"] } }));
    expect(path.shown).toEqual(["id-q1", "id-q4"]);
  });

  it("ends with a screen-out when a choice says so", () => {
    const given = answers({
      "id-q1": { choice_ids: ["q1-b"] },
      "id-q2": { number: 25 },
      "id-q3": { choice_ids: ["q3-b"] },
    });
    expect(surveyPath(survey, given)).toEqual({ shown: ["id-q1", "id-q2", "id-q3"], ending: "screen_out" });
  });

  it("lets no answer to a hidden question change the path", () => {
    const hidden = answers({
      "id-q1": { choice_ids: ["q1-c"] },
      "id-q2": { number: 20 },
      "id-q3": { choice_ids: ["q3-b"] },
    });
    expect(surveyPath(survey, hidden)).toEqual({ shown: ["id-q1", "id-q4"], ending: "complete" });
  });

  it("tells answered from skipped", () => {
    const optional = [
      numberQuestion("q1", { required: false }),
      numberQuestion("q2", { condition: { combine: "all", rules: [{ question: "q1", op: "skipped" }] } }),
      numberQuestion("q3", { condition: { combine: "all", rules: [{ question: "q1", op: "answered" }] } }),
    ];
    expect(surveyPath(optional, answers({})).shown).toEqual(["id-q1", "id-q2"]);
    expect(surveyPath(optional, answers({ "id-q1": { number: 1 } })).shown).toEqual(["id-q1", "id-q3"]);
  });
});

describe("logicProblems", () => {
  const checked = (questions: LogicQuestion[]) => logicProblems(questions);

  it("passes sound logic", () => {
    expect(
      checked([
        choiceQuestion("q1", { jumps: [{ choice: "c1", to: "q3" }] }),
        numberQuestion("q2"),
        numberQuestion("q3", {
          condition: { combine: "all", rules: [{ question: "q1", op: "any_of", choices: ["c2"] }] },
        }),
      ]),
    ).toEqual([]);
  });

  it("names a condition on a later, a missing or its own question", () => {
    const on = (question: string): DisplayCondition => ({ combine: "all", rules: [{ question, op: "answered" }] });
    expect(checked([numberQuestion("q1", { condition: on("q2") }), numberQuestion("q2")])).toEqual([
      { path: ["questions", 0, "condition", "rules", 0, "question"], message: logicMessages.laterQuestion },
    ]);
    expect(checked([numberQuestion("q1"), numberQuestion("q2", { condition: on("q9") })])[0]).toEqual({
      path: ["questions", 1, "condition", "rules", 0, "question"],
      message: logicMessages.missingQuestion,
    });
    expect(checked([numberQuestion("q1", { condition: on("q1") })])[0]?.message).toBe(logicMessages.ownQuestion);
  });

  it("names an unknown choice and a test that does not fit the kind", () => {
    const q2 = (condition: DisplayCondition) => numberQuestion("q2", { condition });
    expect(
      checked([
        choiceQuestion("q1"),
        q2({ combine: "all", rules: [{ question: "q1", op: "any_of", choices: ["c9"] }] }),
      ]),
    ).toEqual([{ path: ["questions", 1, "condition", "rules", 0, "choices"], message: logicMessages.unknownChoice }]);
    expect(
      checked([
        choiceQuestion("q1"),
        q2({ combine: "all", rules: [{ question: "q1", op: "between", min: 1, max: 2 }] }),
      ]),
    ).toEqual([{ path: ["questions", 1, "condition", "rules", 0, "op"], message: logicMessages.operatorMisfit }]);
  });

  it("refuses a jump back (a loop), to nowhere, or from a kind that cannot jump", () => {
    const back: ChoiceJump[] = [{ choice: "c1", to: "q1" }];
    expect(checked([choiceQuestion("q1"), choiceQuestion("q2", { jumps: back })])).toEqual([
      { path: ["questions", 1, "jumps", 0, "to"], message: logicMessages.jumpBack },
    ]);
    expect(checked([choiceQuestion("q1", { jumps: [{ choice: "c1", to: "q7" }] })])[0]?.message).toBe(
      logicMessages.jumpMissing,
    );
    expect(checked([numberQuestion("q1", { jumps: [{ choice: "c1", to: "q2" }] }), numberQuestion("q2")])).toEqual([
      { path: ["questions", 0, "jumps"], message: logicMessages.jumpKind },
    ]);
  });

  it("names a question no path reaches", () => {
    const everyChoiceJumps = choiceQuestion("q1", {
      jumps: [
        { choice: "c1", to: "q3" },
        { choice: "c2", to: "q3" },
        { choice: "c3", to: "end:complete" },
      ],
    });
    expect(checked([everyChoiceJumps, numberQuestion("q2"), numberQuestion("q3")])).toEqual([
      { path: ["questions", 1], message: logicMessages.unreachable },
    ]);
  });
});

// ---- Random surveys with random logic, walked as the browser walks them ----

/** A survey of 1..12 questions whose logic passes `logicProblems` by construction (conditions back, jumps forward). */
const randomSurvey = fc.integer({ min: 1, max: 12 }).chain((size) =>
  fc
    .tuple(
      ...Array.from({ length: size }, (_, index) =>
        fc.record({
          choice: fc.boolean(),
          required: fc.boolean(),
          condition: fc.option(
            fc.record({
              combine: fc.constantFrom("all" as const, "any" as const),
              rules: fc.array(
                fc.record({
                  back: fc.nat(),
                  op: fc.constantFrom("equals", "any_of", "none_of", "between", "answered", "skipped"),
                  choice: fc.constantFrom("c1", "c2", "c3"),
                  low: fc.integer({ min: 0, max: 5 }),
                }),
                { minLength: 1, maxLength: 3 },
              ),
            }),
            { nil: null },
          ),
          jumps: fc.array(fc.record({ choice: fc.constantFrom("c1", "c2", "c3"), ahead: fc.nat(), end: fc.nat(5) })),
          index: fc.constant(index),
        }),
      ),
    )
    .map((drafts) => {
      const kinds = drafts.map((draft) => (draft.choice ? "single_choice" : "number"));
      return drafts.map((draft): LogicQuestion => {
        const key = `q${draft.index + 1}`;
        const base = draft.choice ? choiceQuestion(key) : numberQuestion(key);
        const rules =
          draft.index === 0
            ? []
            : (draft.condition?.rules ?? []).map((rule) => {
                const target = rule.back % draft.index;
                const kind = kinds[target];
                const question = `q${target + 1}`;
                if (rule.op === "answered" || rule.op === "skipped") return { question, op: rule.op };
                if (kind === "number") return { question, op: "between" as const, min: rule.low, max: rule.low + 3 };
                return { question, op: rule.op === "between" ? ("any_of" as const) : rule.op, choices: [rule.choice] };
              });
        const seen = new Set<string>();
        const jumps = draft.choice
          ? draft.jumps.flatMap((jump): ChoiceJump[] => {
              if (seen.has(jump.choice)) return [];
              seen.add(jump.choice);
              if (jump.end === 0) return [{ choice: jump.choice, to: "end:complete" }];
              if (jump.end === 1) return [{ choice: jump.choice, to: "end:screen_out" }];
              const room = drafts.length - draft.index - 1;
              return room > 0 ? [{ choice: jump.choice, to: `q${draft.index + 2 + (jump.ahead % room)}` }] : [];
            })
          : [];
        const condition = rules.length > 0 && draft.condition ? { combine: draft.condition.combine, rules } : null;
        return { ...base, required: draft.required, condition, jumps };
      });
    }),
);

/** How a respondent answers each question they are shown: a choice index, a number, or leaving it blank. */
const randomRespondent = fc.array(
  fc.record({ pick: fc.nat(2), value: fc.integer({ min: 0, max: 9 }), blank: fc.boolean() }),
  {
    minLength: 12,
    maxLength: 12,
  },
);

function answerFor(question: LogicQuestion, move: { pick: number; value: number; blank: boolean }): LogicAnswer | null {
  if (!question.required && move.blank) return null;
  if (question.choices) return { choice_ids: [question.choices[move.pick]?.id ?? ""] };
  return { number: move.value };
}

/** The browser's walk: one step at a time, the next question from the path of the answers so far. */
function browserWalk(questions: LogicQuestion[], moves: { pick: number; value: number; blank: boolean }[]) {
  const given = new Map<string, LogicAnswer>();
  const visited: string[] = [];
  for (;;) {
    const path = surveyPath(questions, given);
    const next = path.shown.find((id) => !visited.includes(id));
    if (!next) return { visited, given, ending: path.ending };
    visited.push(next);
    const question = questions.find((q) => q.id === next) as LogicQuestion;
    const answer = answerFor(question, moves[visited.length - 1] ?? { pick: 0, value: 0, blank: false });
    if (answer) given.set(next, answer);
  }
}

describe("surveyPath on random surveys", () => {
  it("is what the browser walked, step by step, and only ever moves forward", () => {
    fc.assert(
      fc.property(randomSurvey, randomRespondent, (questions, moves) => {
        expect(logicProblems(questions).filter((p) => p.message !== logicMessages.unreachable)).toEqual([]);
        const walk = browserWalk(questions, moves);
        const server = surveyPath(questions, walk.given);
        expect(server.shown).toEqual(walk.visited);
        expect(server.ending).toBe(walk.ending);
        const positions = server.shown.map((id) => questions.findIndex((q) => q.id === id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const id of walk.given.keys()) expect(server.shown).toContain(id);
      }),
      { numRuns: 300 },
    );
  });

  it("never shows a question the structural check calls unreachable", () => {
    fc.assert(
      fc.property(randomSurvey, randomRespondent, (questions, moves) => {
        const unreachable = new Set(
          logicProblems(questions)
            .filter((p) => p.message === logicMessages.unreachable)
            .map((p) => questions[p.path[1] as number]?.id),
        );
        for (const id of browserWalk(questions, moves).visited) expect(unreachable.has(id)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
