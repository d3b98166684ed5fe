export { pointHistoryRoutes } from "./routes.js";
