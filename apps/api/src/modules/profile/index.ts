export { recordAccountFacts } from "./activity.js";
export { profileRoutes } from "./routes.js";
