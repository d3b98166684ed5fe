export { storeAdminRoutes } from "./admin-routes.js";
export { storeFileRoutes } from "./public-files-routes.js";
export { storeRoutes } from "./routes.js";
