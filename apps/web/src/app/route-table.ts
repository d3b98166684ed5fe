import type { WebRoutePath } from "@rewards/contracts";
import type { ComponentType } from "react";
import { readCookie } from "../lib/cookies";
import { loadOnce } from "../lib/load-once";
import * as account from "./account-screen-data";
import * as home from "./home-screen-data";
import * as jobs from "./jobs-screen-data";
import type { RouteHandle } from "./route-handle";
import type { ScreenData } from "./screen-data";
import * as shops from "./shops-screen-data";

/**
 * The route guards of spec section 6, run as loaders before the screen renders (features/account):
 * - `auth`: a visitor without a session goes to /sign-in?next=<path>;
 * - `home`: the home layout's guards: `auth`, then a user who is not confirmed or has no birthday
 *   goes to `/`, where the account setup waits;
 * - `front`: `/` always passes; with a session it learns whether to show the setup instead, and a
 *   member whose account is set up goes to `/home`;
 * - `guest`: sign-in and sign-up send a signed-in user on (home, or the setup on `/`);
 * - `flash`: the job marketplace: `home`, then the flash-profile guard (features/flashjobs): without a
 *   job profile only the entry, the profile, the portfolio and shared jobs stay open.
 */
export type Guard = "auth" | "home" | "front" | "guest" | "flash";

/** A screen: its path, what the layout needs to know, its guard and its page, loaded on demand. */
export type Screen = RouteHandle & {
  path: WebRoutePath;
  guard?: Guard;
  /** The page; screens of features that have not landed render the pending body. */
  page?: () => Promise<ComponentType>;
  /**
   * What the screen shows first (app/screen-data.ts). A screen that declares it is rendered on the
   * server with its content for a signed-in request; any other gets the skeleton page.
   */
  data?: ScreenData;
};

// A screen's data runs for every rendered page: its module is imported once (lib/load-once.ts).
const profileApi = loadOnce(() => import("../shared/profile"));

/** `/` with a session: the account setup, drawn from the profile (its guard has loaded it); a visitor needs none. */
const setupData: ScreenData = async ({ queryClient }) => {
  if (readCookie("loggedIn") === null) return;
  return queryClient.prefetchQuery((await profileApi()).profileQuery);
};

export const publicScreens: Screen[] = [
  {
    path: "/",
    title: "front",
    guard: "front",
    data: setupData,
    page: async () => (await import("./front-page")).FrontPage,
  },
  {
    path: "/about",
    title: "about",
    page: async () => (await import("../features/public-site/pages/about-page")).AboutPage,
  },
  {
    path: "/health-check",
    title: "healthCheck",
    page: async () => (await import("../features/health/health-check-page")).HealthCheckPage,
  },
  {
    path: "/help",
    title: "help",
    page: async () => (await import("../features/public-site/pages/help-page")).HelpPage,
  },
  {
    path: "/how-it-work",
    title: "howItWork",
    page: async () => (await import("../features/public-site/pages/how-it-work-page")).HowItWorkPage,
  },
  {
    path: "/invite",
    title: "invite",
    page: async () => (await import("../features/public-site/pages/invite-page")).InvitePage,
  },
  {
    path: "/reset-password",
    title: "resetPassword",
    page: async () => (await import("../features/account/pages/reset-password-page")).ResetPasswordPage,
  },
  {
    path: "/reset-password/code",
    title: "resetPasswordCode",
    page: async () => (await import("../features/account/pages/reset-password-code-page")).ResetPasswordCodePage,
  },
  {
    path: "/sign-in",
    guard: "guest",
    title: "signIn",
    page: async () => (await import("../features/account/pages/sign-in-page")).SignInPage,
  },
  {
    path: "/sign-up",
    guard: "guest",
    title: "signUp",
    page: async () => (await import("../features/account/pages/sign-up-page")).SignUpPage,
  },
  {
    path: "/term",
    title: "terms",
    page: async () => (await import("../features/public-site/pages/term-page")).TermPage,
  },
  {
    path: "/user-policy",
    title: "privacy",
    page: async () => (await import("../features/public-site/pages/user-policy-page")).UserPolicyPage,
  },
];

export const homeScreens: Screen[] = [
  {
    path: "/home",
    guard: "home",
    title: "home",
    data: home.homeData,
    page: async () => (await import("../features/home/pages/home-page")).HomePage,
  },
  {
    path: "/home/bingo",
    guard: "home",
    title: "bingo",
    data: home.bingoData,
    page: async () => (await import("../features/bingo/pages/bingo-page")).BingoPage,
  },
  {
    path: "/home/earn-point",
    guard: "home",
    title: "earnPoint",
    data: home.earnPointsData,
    page: async () => (await import("../features/home/pages/earn-point-page")).EarnPointPage,
  },
  {
    path: "/home/invite",
    guard: "home",
    title: "invite",
    data: account.inviteData,
    page: async () => (await import("../features/invite/pages/invite-page")).InvitePage,
  },
  {
    path: "/home/mission",
    guard: "home",
    title: "mission",
    data: home.missionsData,
    page: async () => (await import("../features/missions/pages/mission-page")).MissionPage,
  },
  {
    path: "/home/notification",
    guard: "home",
    title: "notification",
    data: account.notificationsData,
    page: async () => (await import("../features/notifications/pages/notification-page")).NotificationPage,
  },
  {
    path: "/home/notification/:id",
    guard: "home",
    title: "notificationDetail",
    data: account.notificationData,
    page: async () => (await import("../features/notifications/pages/notification-detail-page")).NotificationDetailPage,
  },
  {
    path: "/home/points",
    guard: "home",
    title: "points",
    data: home.pointsData,
    page: async () => (await import("../features/points/pages/points-page")).PointsPage,
  },
  {
    path: "/home/points/redeem",
    guard: "home",
    title: "redeem",
    data: home.redeemData,
    page: async () => (await import("../features/points/pages/redeem-page")).RedeemPage,
  },
  {
    path: "/home/points/:id",
    guard: "home",
    title: "pointDetail",
    data: home.pointData,
    page: async () => (await import("../features/points/pages/point-detail-page")).PointDetailPage,
  },
  {
    path: "/home/profile",
    guard: "home",
    title: "profile",
    data: account.layoutOnlyData,
    page: async () => (await import("../features/account/pages/profile-page")).ProfilePage,
  },
  {
    path: "/home/setting",
    guard: "home",
    title: "setting",
    data: account.layoutOnlyData,
    page: async () => (await import("../features/account/pages/setting-page")).SettingPage,
  },
  {
    path: "/home/survey",
    guard: "home",
    title: "survey",
    data: home.surveyListData,
    page: async () => (await import("../features/surveys/pages/survey-list-page")).SurveyListPage,
  },
  {
    path: "/home/survey/my-survey",
    guard: "home",
    title: "mySurvey",
    data: home.surveyListData,
    page: async () => (await import("../features/surveys/pages/survey-list-page")).SurveyListPage,
  },
  // The survey screens have no guard (the spec's survey layout has no middleware).
  {
    path: "/home/survey/:id",
    title: "survey",
    answeringSurvey: true,
    data: account.surveyAnswerData,
    page: async () => (await import("../features/surveys/pages/survey-answer-page")).SurveyAnswerPage,
  },
  {
    path: "/home/survey/:id/result",
    title: "surveyResult",
    data: account.surveyResultData,
    page: async () => (await import("../features/surveys/pages/survey-result-page")).SurveyResultPage,
  },
  {
    path: "/home/survey/:id/view-pr",
    title: "surveySummary",
    data: account.surveySummaryData,
    page: async () => (await import("../features/surveys/pages/survey-summary-page")).SurveySummaryPage,
  },
];

export const flashJobScreens: Screen[] = [
  {
    path: "/home/flashjobs",
    guard: "flash",
    title: "flashjobs",
    data: jobs.ownProfileData,
    page: async () => (await import("../features/flashjobs/pages/flashjobs-page")).FlashJobsPage,
  },
  {
    path: "/home/flashjobs/applied",
    guard: "flash",
    title: "appliedJobs",
    data: jobs.appliedData,
    page: async () => (await import("../features/jobs/pages/applied-page")).AppliedPage,
  },
  {
    path: "/home/flashjobs/favorite",
    guard: "flash",
    title: "favorite",
    data: jobs.favoriteData,
    page: async () => (await import("../features/jobs/pages/favorite-page")).FavoritePage,
  },
  {
    path: "/home/flashjobs/jobs",
    guard: "flash",
    title: "jobs",
    data: jobs.jobListData,
    page: async () => (await import("../features/jobs/pages/jobs-page")).JobsPage,
  },
  {
    path: "/home/flashjobs/jobs/:id",
    guard: "flash",
    title: "jobDetail",
    data: jobs.jobData,
    page: async () => (await import("../features/jobs/pages/job-page")).JobPage,
  },
  {
    path: "/home/flashjobs/message",
    guard: "flash",
    title: "messages",
    data: jobs.chatRoomsData,
    page: async () => (await import("../features/chat/pages/messages-page")).MessagesPage,
  },
  {
    path: "/home/flashjobs/message/:id",
    guard: "flash",
    title: "chat",
    data: jobs.chatThreadData,
    page: async () => (await import("../features/chat/pages/chat-page")).ChatPage,
  },
  {
    path: "/home/flashjobs/profile",
    guard: "flash",
    title: "jobProfile",
    data: jobs.profileEditorData,
    page: async () => (await import("../features/flashjobs/pages/profile-page")).JobProfilePage,
  },
  {
    path: "/home/flashjobs/profile/bussiness-card",
    guard: "flash",
    title: "businessCard",
    data: jobs.ownProfileData,
    page: async () => (await import("../features/flashjobs/pages/business-card-page")).BusinessCardPage,
  },
  {
    path: "/home/flashjobs/profile/portfolio",
    guard: "flash",
    title: "portfolio",
    data: jobs.ownProfileData,
    page: async () => (await import("../features/flashjobs/pages/portfolio-page")).PortfolioPage,
  },
  {
    path: "/home/flashjobs/search",
    guard: "flash",
    title: "jobSearch",
    data: jobs.jobSearchData,
    page: async () => (await import("../features/jobs/pages/search-page")).SearchPage,
  },
  // A client's job posts: the flash guard lets them through, the pages ask for a client profile.
  {
    path: "/home/flashjobs/posts",
    guard: "flash",
    title: "jobPosts",
    data: jobs.jobPostsData,
    page: async () => (await import("../features/job-posts/pages/posts-page")).PostsPage,
  },
  {
    path: "/home/flashjobs/posts/new",
    guard: "flash",
    title: "newJobPost",
    data: jobs.jobFormData,
    page: async () => (await import("../features/job-posts/pages/post-form-page")).PostFormPage,
  },
  {
    path: "/home/flashjobs/posts/:id",
    guard: "flash",
    title: "jobPost",
    data: jobs.jobPostData,
    page: async () => (await import("../features/job-posts/pages/post-page")).PostPage,
  },
  {
    path: "/home/flashjobs/posts/:id/edit",
    guard: "flash",
    title: "editJobPost",
    data: jobs.jobFormData,
    page: async () => (await import("../features/job-posts/pages/post-form-page")).PostFormPage,
  },
  {
    path: "/home/flashjobs/:id",
    guard: "flash",
    title: "worker",
    data: jobs.workerData,
    page: async () => (await import("../features/flashjobs/pages/worker-page")).WorkerPage,
  },
];

/**
 * The user's own shop and shop profile need a session (spec section 6), and so do the screens of
 * the member's own coupons, stars and visit notifications.
 */
export const shopScreens: Screen[] = [
  {
    path: "/home/shops",
    title: "shops",
    data: shops.exploreData,
    page: async () => (await import("../features/shops/pages/explore-page")).ExplorePage,
  },
  {
    path: "/home/shops/best-offer",
    title: "bestOffer",
    shopHeader: "list",
    data: shops.bestOfferData,
    page: async () => (await import("../features/shops/pages/store-list-pages")).BestOfferPage,
  },
  {
    path: "/home/shops/check-in",
    title: "checkIn",
    data: shops.frameOnlyData,
    page: async () => (await import("../features/shop-rewards/pages/check-in-page")).CheckInPage,
  },
  {
    path: "/home/shops/coupon",
    guard: "auth",
    title: "coupons",
    data: shops.couponsData,
    page: async () => (await import("../features/shop-rewards/pages/coupons-page")).ShopCouponsPage,
  },
  {
    path: "/home/shops/coupon/:id",
    guard: "auth",
    title: "couponDetail",
    shopHeader: "coupon-detail",
    data: shops.couponData,
    page: async () => (await import("../features/shop-rewards/pages/coupon-page")).CouponPage,
  },
  {
    path: "/home/shops/for-you",
    title: "forYou",
    shopHeader: "list",
    data: shops.forYouData,
    page: async () => (await import("../features/shops/pages/store-list-pages")).ForYouPage,
  },
  {
    path: "/home/shops/history-member",
    guard: "auth",
    title: "historyMember",
    shopHeader: "history",
    data: shops.historyMemberData,
    page: async () => (await import("../features/shop-rewards/pages/history-member-page")).HistoryMemberPage,
  },
  {
    path: "/home/shops/popular-near-you",
    title: "popularNearYou",
    shopHeader: "list",
    data: shops.frameOnlyData,
    page: async () => (await import("../features/shops/pages/store-list-pages")).PopularNearYouPage,
  },
  {
    path: "/home/shops/search",
    title: "shopSearch",
    data: shops.frameOnlyData,
    page: async () => (await import("../features/shops/pages/search-page")).SearchPage,
  },
  {
    path: "/home/shops/search/:id",
    title: "shopDetail",
    shopHeader: "shop-detail",
    data: shops.storeData,
    page: async () => (await import("../features/shops/pages/store-page")).StorePage,
  },
  {
    path: "/home/shops/search/:id/campaign",
    title: "shopCampaigns",
    data: shops.storeCampaignsData,
    page: async () => (await import("../features/shop-rewards/pages/campaign-page")).StoreCampaignsPage,
  },
  {
    path: "/home/shops/search/:id/campaign/:campaignId",
    title: "campaignDetail",
    data: shops.campaignData,
    page: async () => (await import("../features/shop-rewards/pages/campaign-page")).StoreCampaignPage,
  },
  {
    path: "/home/offers",
    title: "offers",
    data: shops.offersData,
    page: async () => (await import("../features/shop-rewards/pages/offers-page")).OffersPage,
  },
  {
    path: "/home/offers/coupons",
    guard: "auth",
    title: "coupons",
    data: shops.couponsData,
    page: async () => (await import("../features/shop-rewards/pages/coupons-page")).CouponsPage,
  },
  {
    path: "/home/offers/coupons/:id",
    guard: "auth",
    title: "couponDetail",
    shopHeader: "coupon-detail",
    data: shops.couponData,
    page: async () => (await import("../features/shop-rewards/pages/coupon-page")).CouponPage,
  },
  {
    path: "/home/offers/my-coupons",
    guard: "auth",
    title: "myCoupons",
    data: shops.myCouponsData,
    page: async () => (await import("../features/shop-rewards/pages/coupons-page")).MyCouponsPage,
  },
  {
    path: "/home/offers/shop/:shopId?/campaign/:campaignId?",
    title: "campaignDetail",
    data: shops.campaignData,
    page: async () => (await import("../features/shop-rewards/pages/campaign-page")).OffersCampaignPage,
  },
  {
    path: "/home/shop-home",
    guard: "auth",
    title: "shopHome",
    data: shops.shopHomeData,
    page: async () => (await import("../features/shop-staff/pages/shop-home-page")).ShopHomePage,
  },
  {
    path: "/home/profile-shop",
    guard: "auth",
    title: "profileShop",
    data: shops.profileShopData,
    page: async () => (await import("../features/shop-rewards/pages/profile-shop-page")).ProfileShopPage,
  },
  {
    path: "/home/profile-shop/notification-setting",
    guard: "auth",
    title: "notificationSetting",
    data: shops.notificationSettingData,
    page: async () =>
      (await import("../features/shop-rewards/pages/notification-setting-page")).NotificationSettingPage,
  },
  {
    path: "/home/notification-visit",
    guard: "auth",
    title: "notificationVisit",
    data: shops.visitNotificationsData,
    page: async () => (await import("../features/shop-rewards/pages/notification-visit-pages")).NotificationVisitPage,
  },
  {
    path: "/home/notification-visit/:id",
    guard: "auth",
    title: "notificationDetail",
    data: shops.visitNotificationData,
    page: async () =>
      (await import("../features/shop-rewards/pages/notification-visit-pages")).NotificationVisitDetailPage,
  },
];
