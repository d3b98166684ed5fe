export { isWebClient, setLoggedInCookie } from "./cookies.js";
export { authLimits } from "./limits.js";
export { authPlugin, type SignedIn } from "./plugin.js";
export { authRoutes } from "./routes.js";
export { openSession } from "./sessions.js";
export { sessions, socialIdentities } from "./tables.js";
