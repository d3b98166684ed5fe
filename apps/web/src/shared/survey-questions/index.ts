/**
 * A survey question as the member answers it, and the answer being written: the member's answering
 * screen and the back office's preview of a survey being written draw the same components.
 */
export {
  type AnswerDraft,
  type AnswerPart,
  type AnswerProblem,
  draftFromKept,
  draftGiven,
  emptyDraft,
  logicAnswers,
  toAnswerInput,
  validateAnswer,
} from "./answers";
export { QuestionStep, type StepError } from "./question-step";
