export { cardRoutes } from "./card-routes.js";
export { cardStockRoutes } from "./card-stock-routes.js";
export { memberRequest, memberRequestsPage, statusesOf } from "./requests.js";
