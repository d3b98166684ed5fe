export { jobAdminRoutes } from "./admin-routes.js";
export {
  autoPayDue,
  cancel,
  confirmCompletion,
  decline,
  hire,
  reportCompletion,
  withdraw,
} from "./flow.js";
export { autoPayJob } from "./jobs.js";
export { apply, createJob, openJobsOffer } from "./posts.js";
export { applicationColumns, fullName } from "./present.js";
export { reportJob } from "./reviews-reports.js";
export { jobRoutes } from "./routes.js";
export { jobApplications, jobPosts } from "./tables.js";
