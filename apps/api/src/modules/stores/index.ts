export { storeAdminRoutes } from "./admin-routes.js";
export { orderStoreSearchJob } from "./jobs.js";
export { listStores, type StoreListing, storePhotoUrl } from "./listing.js";
export { hoursToday, isOpenAt } from "./open-hours.js";
export { storeFileRoutes } from "./public-files-routes.js";
export { storeRoutes } from "./routes.js";
export { orderStoreSearch } from "./search-order.js";
export { storeFollows, storeHours, storePhotos, storeStaff, stores } from "./tables.js";
