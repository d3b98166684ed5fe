export { settingRoutes } from "./routes.js";
