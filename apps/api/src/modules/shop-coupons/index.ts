export { bestOfferJoin } from "./best-offer.js";
export { campaignDetail, cardTargetOf, exchangeCampaign, listCampaigns } from "./campaigns.js";
export { expireCoupons, listCoupons, lookUpCoupon, memberLiveCode, useCoupon } from "./coupons.js";
export { expireShopCouponsJob } from "./expiry.js";
export { couponCodeSecret, liveCode, newSerial, parseLiveCode } from "./live-code.js";
export { shopCouponRoutes } from "./routes.js";
export { shopCampaignMembers, shopCampaigns, shopCoupons } from "./tables.js";
