export { clearSessionCookies, isWebClient, sessionCookieName, setLoggedInCookie } from "./cookies.js";
export { authLimits } from "./limits.js";
export { authPlugin, type SignedIn } from "./plugin.js";
export { authRoutes } from "./routes.js";
export { endUserSessions, findSessionUser, hashToken, lookupSession, openSession } from "./sessions.js";
export { assertPasswordNotCommon } from "./sign-up.js";
export { type SessionEndReason, sessions, socialIdentities } from "./tables.js";
