export { checkIn, checkInRules, checkInStore, rewardCheckIn } from "./check-in.js";
export { requireShopMember, shopLocale } from "./member.js";
export { notifyVisit } from "./notices.js";
export { checkInsSince } from "./popularity.js";
export { shopVisitRoutes } from "./routes.js";
export { memberName, recordStaffAction, requireStaff, staffStoresOf } from "./staff.js";
export { type CardTarget, spendStars, stampCardOf, starsAt, starsByStore, tierOf } from "./stars.js";
export {
  memberStoreStars,
  shopCheckIns,
  shopSettings,
  shopStaffActions,
  starHistory,
  storeCheckInConfigs,
} from "./tables.js";
export { checkInSecret, metresBetween, rotatingToken, staticToken, verifyCheckInToken } from "./tokens.js";
