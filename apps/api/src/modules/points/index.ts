export { pointHistoryRoutes } from "./routes.js";
export { pointSummary } from "./summary.js";
