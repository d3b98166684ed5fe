export { recordSignedUp } from "./activity.js";
export { clearAllAttempts } from "./attempts.js";
export { isWebClient, setLoggedInCookie } from "./cookies.js";
export { refusal, sendBack } from "./form-outcome.js";
export { type FormTokens, formTokens } from "./form-token.js";
export { issueJobToken } from "./job-tokens.js";
export { pruneSignInAttemptsJob, sendPasswordResetJob } from "./jobs.js";
export { authLimits } from "./limits.js";
export { accountWords, assertPasswordAllowed } from "./password-strength.js";
export {
  acceptPlainForms,
  keepLocale,
  keepMarket,
  pageForms,
  plainFormRoutes,
} from "./plain-forms.js";
export { authPlugin, type SignedIn } from "./plugin.js";
export { activeMembersPerDay, activeSinceSql } from "./presence.js";
export { authRoutes } from "./routes.js";
export { endUserSessions, lookupSession, openSession, sharedDevice } from "./sessions.js";
export { type SessionEndReason, sessions, socialIdentities } from "./tables.js";
