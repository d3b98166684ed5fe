export { waitingRedemptions } from "./admin.js";
export { redeemAdminRoutes } from "./admin-routes.js";
export { cardRoutes } from "./card-routes.js";
export { addCardStock, type CardStockLoad, listCardStock } from "./card-stock.js";
export { cardStockRoutes } from "./card-stock-routes.js";
export { redeemCauseKind } from "./kinds.js";
export { memberRequest, memberRequestsPage, statusesOf } from "./requests.js";
export { bankTransferRoutes } from "./routes.js";
export { type RedeemedVoucher, redeemShopVoucher, type ShopVoucherPurchase, useShopVoucher } from "./vouchers.js";
