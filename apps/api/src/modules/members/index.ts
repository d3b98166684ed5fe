export { memberAdminRoutes } from "./routes.js";
