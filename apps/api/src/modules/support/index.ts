export { supportAdminRoutes, supportLimits, supportRoutes } from "./routes.js";
export { fileSupportRequest, listSupportRequests } from "./service.js";
export { supportRequests } from "./tables.js";
