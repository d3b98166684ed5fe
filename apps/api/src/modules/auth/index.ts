export { recordSignedUp } from "./activity.js";
export { isWebClient, setLoggedInCookie } from "./cookies.js";
export { pruneSignInAttemptsJob } from "./jobs.js";
export { authLimits } from "./limits.js";
export { authPlugin, type SignedIn } from "./plugin.js";
export { activeMembersPerDay } from "./presence.js";
export { authRoutes } from "./routes.js";
export { endUserSessions, openSession, sharedDevice } from "./sessions.js";
export { type SessionEndReason, sessions, socialIdentities } from "./tables.js";
