export { recordAccountFacts } from "./activity.js";
export { avatarUrl } from "./profile-data.js";
export { profileRoutes } from "./routes.js";
export { setupFormRoutes } from "./setup-forms.js";
