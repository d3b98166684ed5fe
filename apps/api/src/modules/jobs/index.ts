export { jobAdminRoutes } from "./admin-routes.js";
export {
  autoPayDue,
  autoPayJob,
  confirmCompletion,
  decline,
  hire,
  reportCompletion,
  withdraw,
} from "./flow.js";
export { apply, createJob } from "./posts.js";
export { jobRoutes } from "./routes.js";
