export { announceCampaigns } from "./announce.js";
export { bestOfferJoin } from "./best-offer.js";
export { campaignDetail, cardTargetOf, exchangeCampaign, listCampaigns } from "./campaigns.js";
export { expireCoupons, listCoupons, lookUpCoupon, memberLiveCode, useCoupon } from "./coupons.js";
export { announceShopCampaignsJob, expireShopCouponsJob } from "./jobs.js";
export { couponCodeSecret, liveCode, newSerial, parseLiveCode } from "./live-code.js";
export { shopCouponRoutes } from "./routes.js";
export { shopCampaignMembers, shopCampaigns, shopCoupons } from "./tables.js";
