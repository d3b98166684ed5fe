// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { surveysKey } from "./api/surveys-api";
// The member's question as they see it, for the back office's preview of a survey being written.
export { QuestionStep } from "./components/question-step";
export { type AnswerDraft, emptyDraft } from "./lib/answers";
