export { consoleRoutes } from "./console-routes.js";
export { dashboardRoutes } from "./dashboard-routes.js";
