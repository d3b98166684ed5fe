export { healthRoutes } from "./routes.js";
export { checkHealth } from "./service.js";
