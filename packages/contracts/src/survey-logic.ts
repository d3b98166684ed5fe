// A survey's logic: display conditions on earlier answers and jumps from a choice, and the one
// function that walks a respondent's path through them. The browser walks it to know the next
// question; the server walks it again over the submitted answers, so what one shows the other
// accepts, and an answer to a question the path never showed is refused.
import { z } from "zod";
import { numberAnswer } from "./survey-numbers.js";
import { asciiKey } from "./text.js";

/** How a question or a choice is referred to by logic and piping: `q3`, `c2`, or the author's own word. */
export const logicKeyPattern = /^[a-z][a-z0-9_]{0,23}$/;
// Not `text()`: its transform would keep every survey reply off the compiled serializer.
export const logicKey = asciiKey(logicKeyPattern, "Use lower-case letters, digits and _, starting with a letter.");

export const conditionOperators = ["equals", "any_of", "none_of", "between", "answered", "skipped"] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** The kinds whose answer is one or more choices, and those whose answer is a number. */
export const choiceKinds = ["single_choice", "multiple_choice"] as const;
export const numericKinds = ["number", "rating"] as const;
/** The kinds where a choice may jump: one choice is picked, so one jump at most applies. */
export const jumpingKinds = ["single_choice"] as const;

/** Which tests fit which kinds of question; `answered` and `skipped` fit every kind. */
export function operatorFits(operator: ConditionOperator, kind: string): boolean {
  if (operator === "answered" || operator === "skipped") return true;
  if (operator === "between") return (numericKinds as readonly string[]).includes(kind);
  if (operator === "equals") return [...choiceKinds, ...numericKinds].includes(kind as never);
  return (choiceKinds as readonly string[]).includes(kind);
}

/** One test on an earlier answer. `choices` are choice keys; `value`, `min`, `max` are numbers. */
export const conditionRule = z
  .object({
    question: logicKey,
    op: z.enum(conditionOperators, "Please choose a test."),
    choices: z.array(logicKey).min(1).max(30).optional(),
    value: numberAnswer.optional(),
    min: numberAnswer.optional(),
    max: numberAnswer.optional(),
  })
  .strict();
export type ConditionRule = z.infer<typeof conditionRule>;

/** A display condition: the question is shown when all (or any) of its tests hold. */
export const displayCondition = z
  .object({ combine: z.enum(["all", "any"]).default("all"), rules: z.array(conditionRule).min(1).max(10) })
  .strict();
export type DisplayCondition = z.infer<typeof displayCondition>;

/** Where a jump leads: a later question's key, or an end (a screen-out is Surveys III's panel quality). */
export const surveyEndings = ["complete", "screen_out"] as const;
export type SurveyEnding = (typeof surveyEndings)[number];
export const endTargets = { complete: "end:complete", screen_out: "end:screen_out" } as const;
export const jumpTarget = z.union([logicKey, z.enum([endTargets.complete, endTargets.screen_out])]);

/** Picking `choice` leads to `to` instead of the next question. */
export const choiceJump = z.object({ choice: logicKey, to: jumpTarget }).strict();
export type ChoiceJump = z.infer<typeof choiceJump>;

// ---- Walking the path ----

/** What the walk needs of a question: its keys, its kind, whether it must be answered, its logic. */
export type LogicQuestion = {
  id: string;
  key: string;
  kind: string;
  required: boolean;
  choices?: readonly { id: string; key: string }[];
  condition: DisplayCondition | null;
  jumps: readonly ChoiceJump[];
};

/** What the walk reads of an answer: the picked choices' ids or the number given. */
export type LogicAnswer = { choice_ids?: readonly string[]; number?: number; rating?: number };

/** The questions a respondent is shown, in order, and how the survey ends for them. */
export type SurveyPath = { shown: string[]; ending: SurveyEnding };

function numericValue(answer: LogicAnswer): number | undefined {
  return answer.number ?? answer.rating;
}

function pickedKeys(question: LogicQuestion | undefined, answer: LogicAnswer): Set<string> {
  const keys = new Set<string>();
  for (const id of answer.choice_ids ?? []) {
    const choice = question?.choices?.find((c) => c.id === id);
    if (choice) keys.add(choice.key);
  }
  return keys;
}

function ruleHolds(
  rule: ConditionRule,
  byKey: ReadonlyMap<string, LogicQuestion>,
  answered: ReadonlyMap<string, LogicAnswer>,
): boolean {
  const question = byKey.get(rule.question);
  const answer = question ? answered.get(question.id) : undefined;
  if (rule.op === "skipped") return answer === undefined;
  if (answer === undefined) return false;
  if (rule.op === "answered") return true;
  const picked = pickedKeys(question, answer);
  const value = numericValue(answer);
  switch (rule.op) {
    case "equals":
      if (rule.value !== undefined) return value === rule.value;
      return (rule.choices ?? []).some((key) => picked.has(key));
    case "any_of":
      return (rule.choices ?? []).some((key) => picked.has(key));
    case "none_of":
      return !(rule.choices ?? []).some((key) => picked.has(key));
    case "between":
      return value !== undefined && value >= (rule.min ?? -Infinity) && value <= (rule.max ?? Infinity);
  }
}

export function conditionHolds(
  condition: DisplayCondition | null,
  byKey: ReadonlyMap<string, LogicQuestion>,
  answered: ReadonlyMap<string, LogicAnswer>,
): boolean {
  if (!condition) return true;
  const results = condition.rules.map((rule) => ruleHolds(rule, byKey, answered));
  return condition.combine === "all" ? results.every(Boolean) : results.some(Boolean);
}

/**
 * Walks the questions in their order with the answers given (keyed by question id): a question
 * whose condition fails is not shown, a picked choice's jump skips to its target or ends the survey.
 * Only answers to questions already shown count, so an answer smuggled in for a hidden question
 * changes nothing about the path. Conditions look back and jumps forward, so the walk always ends.
 */
export function surveyPath(questions: readonly LogicQuestion[], answers: ReadonlyMap<string, LogicAnswer>): SurveyPath {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const indexOf = new Map(questions.map((question, index) => [question.key, index]));
  const seen = new Map<string, LogicAnswer>();
  const shown: string[] = [];
  let index = 0;
  while (index < questions.length) {
    const question = questions[index] as LogicQuestion;
    if (!conditionHolds(question.condition, byKey, seen)) {
      index += 1;
      continue;
    }
    shown.push(question.id);
    const answer = answers.get(question.id);
    if (answer === undefined) {
      index += 1;
      continue;
    }
    seen.set(question.id, answer);
    const picked = pickedKeys(question, answer);
    const jump = question.jumps.find((candidate) => picked.has(candidate.choice));
    if (jump?.to === endTargets.complete) return { shown, ending: "complete" };
    if (jump?.to === endTargets.screen_out) return { shown, ending: "screen_out" };
    const target = jump ? indexOf.get(jump.to) : undefined;
    index = target !== undefined && target > index ? target : index + 1;
  }
  return { shown, ending: "complete" };
}
