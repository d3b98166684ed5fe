// The checks a survey's logic passes before it is saved or published, each naming the field at
// fault: a test on a later or missing question, a choice the question does not have, a test that
// does not fit the question's kind, a jump that goes back (a loop) or nowhere, a question no path
// reaches.
import { type ChoiceJump, type DisplayCondition, endTargets, jumpingKinds, operatorFits } from "./survey-logic.js";

/** What the checks read of each question, in order. */
export type CheckedQuestion = {
  key: string;
  kind: string;
  required: boolean;
  choices?: readonly { key: string }[];
  condition?: DisplayCondition | null | undefined;
  jumps?: readonly ChoiceJump[] | undefined;
};

export type LogicProblem = { path: (string | number)[]; message: string };

export const logicMessages = {
  duplicateKey: "Another question already has this key.",
  duplicateChoiceKey: "Another choice already has this key.",
  missingQuestion: "There is no such question in this survey.",
  laterQuestion: "A condition can only look at earlier questions.",
  ownQuestion: "A condition cannot look at its own question.",
  unknownChoice: "That question has no such choice.",
  operatorMisfit: "This test does not fit that kind of question.",
  choicesNeeded: "Please choose at least one choice.",
  valueNeeded: "Please give the number to compare with.",
  boundsNeeded: "Please give the lowest and highest numbers.",
  boundsReversed: "The lowest number is above the highest.",
  jumpKind: "Only a single-choice question can jump.",
  jumpChoice: "This question has no such choice.",
  jumpTwice: "This choice already jumps.",
  jumpBack: "A jump can only go to a later question: this one would loop.",
  jumpMissing: "There is no such question in this survey.",
  unreachable: "No path through the survey reaches this question.",
} as const;

/** The first problem of one test of question `index`'s condition, if any: its field and message. */
function ruleProblem(
  questions: readonly CheckedQuestion[],
  index: number,
  rule: DisplayCondition["rules"][number],
): { field: string; message: string } | null {
  const target = questions.findIndex((question) => question.key === rule.question);
  if (target < 0) return { field: "question", message: logicMessages.missingQuestion };
  if (target === index) return { field: "question", message: logicMessages.ownQuestion };
  if (target > index) return { field: "question", message: logicMessages.laterQuestion };
  const referred = questions[target] as CheckedQuestion;
  if (!operatorFits(rule.op, referred.kind)) return { field: "op", message: logicMessages.operatorMisfit };
  const choiceTest = rule.op === "any_of" || rule.op === "none_of" || (rule.op === "equals" && referred.choices);
  if (choiceTest) {
    if (!rule.choices?.length) return { field: "choices", message: logicMessages.choicesNeeded };
    const known = new Set(referred.choices?.map((choice) => choice.key));
    return rule.choices.every((key) => known.has(key))
      ? null
      : { field: "choices", message: logicMessages.unknownChoice };
  }
  if (rule.op === "equals" && rule.value === undefined) return { field: "value", message: logicMessages.valueNeeded };
  if (rule.op === "between") {
    if (rule.min === undefined || rule.max === undefined) return { field: "min", message: logicMessages.boundsNeeded };
    if (rule.min > rule.max) return { field: "min", message: logicMessages.boundsReversed };
  }
  return null;
}

function conditionProblems(questions: readonly CheckedQuestion[], index: number): LogicProblem[] {
  const rules = questions[index]?.condition?.rules ?? [];
  return rules.flatMap((rule, r) => {
    const found = ruleProblem(questions, index, rule);
    return found ? [{ path: ["questions", index, "condition", "rules", r, found.field], message: found.message }] : [];
  });
}

function jumpProblems(questions: readonly CheckedQuestion[], index: number): LogicProblem[] {
  const question = questions[index] as CheckedQuestion;
  const jumps = question.jumps ?? [];
  if (jumps.length === 0) return [];
  if (!(jumpingKinds as readonly string[]).includes(question.kind)) {
    return [{ path: ["questions", index, "jumps"], message: logicMessages.jumpKind }];
  }
  const problems: LogicProblem[] = [];
  const position = new Map(questions.map((other, at) => [other.key, at]));
  const choices = new Set(question.choices?.map((choice) => choice.key));
  const jumping = new Set<string>();
  jumps.forEach((jump, j) => {
    const path = (field: string) => ["questions", index, "jumps", j, field];
    if (!choices.has(jump.choice)) problems.push({ path: path("choice"), message: logicMessages.jumpChoice });
    else if (jumping.has(jump.choice)) problems.push({ path: path("choice"), message: logicMessages.jumpTwice });
    jumping.add(jump.choice);
    if (jump.to === endTargets.complete || jump.to === endTargets.screen_out) return;
    const target = position.get(jump.to);
    if (target === undefined) problems.push({ path: path("to"), message: logicMessages.jumpMissing });
    else if (target <= index) problems.push({ path: path("to"), message: logicMessages.jumpBack });
  });
  return problems;
}

/**
 * Which questions some path reaches, from the structure alone: the first is reached; a reached
 * question leads to the next one unless every one of its choices jumps (a required single choice
 * shown for sure), and to each of its jumps' targets.
 */
function reachable(questions: readonly CheckedQuestion[]): boolean[] {
  const reached = questions.map((_, index) => index === 0);
  const position = new Map(questions.map((question, at) => [question.key, at]));
  questions.forEach((question, index) => {
    if (!reached[index]) return;
    const jumps = question.jumps ?? [];
    const jumping = new Set(jumps.map((jump) => jump.choice));
    const alwaysJumps =
      question.required &&
      !question.condition &&
      (question.choices?.length ?? 0) > 0 &&
      question.choices?.every((choice) => jumping.has(choice.key));
    if (!alwaysJumps && index + 1 < questions.length) reached[index + 1] = true;
    for (const jump of jumps) {
      const target = position.get(jump.to);
      if (target !== undefined && target > index) reached[target] = true;
    }
  });
  return reached;
}

/** Every problem of a survey's logic, in question order; none means the logic can be published. */
export function logicProblems(questions: readonly CheckedQuestion[]): LogicProblem[] {
  const problems: LogicProblem[] = [];
  const keys = new Set<string>();
  questions.forEach((question, index) => {
    if (keys.has(question.key))
      problems.push({ path: ["questions", index, "key"], message: logicMessages.duplicateKey });
    keys.add(question.key);
    const choiceKeys = question.choices?.map((choice) => choice.key) ?? [];
    choiceKeys.forEach((key, c) => {
      if (choiceKeys.indexOf(key) !== c) {
        problems.push({ path: ["questions", index, "choices", c, "key"], message: logicMessages.duplicateChoiceKey });
      }
    });
    problems.push(...conditionProblems(questions, index), ...jumpProblems(questions, index));
  });
  if (problems.length > 0) return problems;
  reachable(questions).forEach((reached, index) => {
    if (!reached) problems.push({ path: ["questions", index], message: logicMessages.unreachable });
  });
  return problems;
}
