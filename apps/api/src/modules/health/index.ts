export { healthRoutes } from "./routes.js";
export { checkHealth, DependencyDown, type HealthDeps } from "./service.js";
