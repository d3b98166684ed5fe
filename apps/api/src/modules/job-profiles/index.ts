export { profileOf } from "./profiles.js";
export { jobProfileRoutes } from "./routes.js";
