export { authPlugin, sessionCookieName } from "./plugin.js";
export { findSessionUser, hashToken, openSession } from "./sessions.js";
export { sessions } from "./tables.js";
