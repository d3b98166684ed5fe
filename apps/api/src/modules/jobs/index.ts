export { jobAdminRoutes } from "./admin-routes.js";
export { autoPayDue, autoPayJob } from "./flow.js";
export { jobRoutes } from "./routes.js";
