export { advertisementAdminRoutes, advertisementRoutes } from "./routes.js";
export { advertisementsFor, reportAdvertisement } from "./service.js";
export { advertisementDailyCounts, advertisementReports, advertisements } from "./tables.js";
