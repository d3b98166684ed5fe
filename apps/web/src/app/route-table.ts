import type { WebRoutePath } from "@rewards/contracts";
import type { ComponentType } from "react";
import type { RouteHandle } from "./route-handle";

/** A screen: its path, what the layout needs to know, and its page, loaded on demand. */
export type Screen = RouteHandle & {
  path: WebRoutePath;
  /** The page; screens of features that have not landed render the pending body. */
  page?: () => Promise<ComponentType>;
};

export const publicScreens: Screen[] = [
  {
    path: "/",
    title: "home",
    page: async () => (await import("../features/public-site/pages/landing-page")).LandingPage,
  },
  {
    path: "/about",
    title: "home",
    page: async () => (await import("../features/public-site/pages/about-page")).AboutPage,
  },
  {
    path: "/health-check",
    title: "home",
    page: async () => (await import("../features/health/health-check-page")).HealthCheckPage,
  },
  {
    path: "/help",
    title: "home",
    page: async () => (await import("../features/public-site/pages/help-page")).HelpPage,
  },
  {
    path: "/how-it-work",
    title: "home",
    page: async () => (await import("../features/public-site/pages/how-it-work-page")).HowItWorkPage,
  },
  {
    path: "/invite",
    title: "invite",
    page: async () => (await import("../features/public-site/pages/invite-page")).InvitePage,
  },
  { path: "/reset-password", title: "resetPassword" },
  { path: "/sign-in", title: "signIn" },
  { path: "/sign-up", title: "signUp" },
  {
    path: "/term",
    title: "home",
    page: async () => (await import("../features/public-site/pages/term-page")).TermPage,
  },
  {
    path: "/user-policy",
    title: "home",
    page: async () => (await import("../features/public-site/pages/user-policy-page")).UserPolicyPage,
  },
];

export const homeScreens: Screen[] = [
  { path: "/home", title: "home" },
  { path: "/home/bingo", title: "bingo" },
  { path: "/home/earn-point", title: "earnPoint" },
  { path: "/home/invite", title: "invite" },
  { path: "/home/mission", title: "mission" },
  { path: "/home/notification", title: "notification" },
  { path: "/home/notification/:id", title: "notificationDetail" },
  { path: "/home/points", title: "points" },
  { path: "/home/points/redeem", title: "redeem" },
  { path: "/home/points/:id", title: "pointDetail" },
  { path: "/home/profile", title: "profile" },
  { path: "/home/setting", title: "setting" },
  { path: "/home/survey", title: "survey" },
  { path: "/home/survey/my-survey", title: "mySurvey" },
  { path: "/home/survey/:id", title: "survey", answeringSurvey: true },
  { path: "/home/survey/:id/result", title: "surveyResult" },
  { path: "/home/survey/:id/view-pr", title: "surveySummary" },
];

export const flashJobScreens: Screen[] = [
  { path: "/home/flashjobs", title: "flashjobs" },
  { path: "/home/flashjobs/favorite", title: "favorite" },
  { path: "/home/flashjobs/jobs", title: "jobs" },
  { path: "/home/flashjobs/jobs/:id", title: "jobDetail" },
  { path: "/home/flashjobs/message", title: "messages" },
  { path: "/home/flashjobs/message/:id", title: "chat" },
  { path: "/home/flashjobs/profile", title: "jobProfile" },
  { path: "/home/flashjobs/profile/bussiness-card", title: "businessCard" },
  { path: "/home/flashjobs/profile/portfolio", title: "portfolio" },
  { path: "/home/flashjobs/search", title: "jobSearch" },
  { path: "/home/flashjobs/:id", title: "worker" },
];

export const shopScreens: Screen[] = [
  { path: "/home/shops", title: "shops" },
  { path: "/home/shops/best-offer", title: "bestOffer", shopHeader: "list" },
  { path: "/home/shops/check-in", title: "checkIn" },
  { path: "/home/shops/coupon", title: "coupons" },
  { path: "/home/shops/coupon/:id", title: "couponDetail", shopHeader: "coupon-detail" },
  { path: "/home/shops/for-you", title: "forYou", shopHeader: "list" },
  { path: "/home/shops/history-member", title: "historyMember", shopHeader: "history" },
  { path: "/home/shops/popular-near-you", title: "popularNearYou", shopHeader: "list" },
  { path: "/home/shops/search", title: "shopSearch" },
  { path: "/home/shops/search/:id", title: "shopDetail", shopHeader: "shop-detail" },
  { path: "/home/shops/search/:id/campaign", title: "shopCampaigns" },
  { path: "/home/shops/search/:id/campaign/:campaignId", title: "campaignDetail" },
  { path: "/home/offers", title: "offers" },
  { path: "/home/offers/coupons", title: "coupons" },
  { path: "/home/offers/coupons/:id", title: "couponDetail", shopHeader: "coupon-detail" },
  { path: "/home/offers/my-coupons", title: "myCoupons" },
  { path: "/home/offers/shop/:shopId?/campaign/:campaignId?", title: "campaignDetail" },
  { path: "/home/shop-home", title: "shopHome" },
  { path: "/home/profile-shop", title: "profileShop" },
  { path: "/home/profile-shop/notification-setting", title: "notificationSetting" },
  { path: "/home/notification-visit", title: "notificationVisit" },
  { path: "/home/notification-visit/:id", title: "notificationDetail" },
];
