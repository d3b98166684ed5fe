export { homeRoutes } from "./routes.js";
