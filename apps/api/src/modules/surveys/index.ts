export { surveyAdminRoutes } from "./admin-routes.js";
export { answerSurveyIn, type SurveySubmission, submitSurvey } from "./answering.js";
export { createSurvey, insertSurvey, moveSurvey, moveSurveyIn, recordStoreCheckIn } from "./authoring.js";
export { pruneSurveyDraftsJob } from "./draft-handover.js";
export { surveysToAnswer } from "./listing.js";
export { surveyRoutes } from "./routes.js";
export type { SurveyRow } from "./tables.js";
