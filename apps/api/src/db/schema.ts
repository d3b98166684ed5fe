/** Every table of every module, for Drizzle's relational queries and for drizzle-kit. */
export { activityEvents } from "../modules/activity/tables.js";
export { advertisementDailyCounts, advertisementReports, advertisements } from "../modules/advertisements/tables.js";
export { appMeta } from "../modules/app-meta/tables.js";
export { appSettings } from "../modules/app-settings/tables.js";
export { attendanceCheckIns, memberAttendance } from "../modules/attendance/tables.js";
export { auditEntries } from "../modules/audit/tables.js";
export {
  jobTokens,
  memberActivityHours,
  pendingSignUpSessions,
  pendingSignUps,
  sessions,
  signInAttempts,
  signInPressure,
  socialIdentities,
} from "../modules/auth/tables.js";
export {
  bingoAdTickets,
  bingoBoards,
  bingoCampaigns,
  bingoDailyBoards,
  bingoDailyPrizes,
  bingoPrizes,
  bingoSummons,
} from "../modules/bingo/tables.js";
export {
  chatAttachmentQuota,
  chatAttachments,
  chatMessages,
  chatPresence,
  chatRooms,
  chatSendQuota,
} from "../modules/chat/tables.js";
export { codePurpose, oneTimeCodes } from "../modules/codes/tables.js";
export { idempotentRequests } from "../modules/idempotency/tables.js";
export { invitations, inviteCodes, inviteDailyPayouts, invitePhoneRewards } from "../modules/invitations/tables.js";
export {
  jobAccountType,
  jobCategories,
  jobPortfolioImages,
  jobPortfolioItems,
  jobProfiles,
  jobProfileType,
  jobReviews,
  jobSkillLevel,
  jobSocialType,
  jobVerificationDocumentKind,
  jobVerificationDocuments,
  jobVerificationState,
  jobVerifications,
  jobWorkerAchievements,
  jobWorkerSkills,
  jobWorkerSocials,
} from "../modules/job-profiles/tables.js";
export {
  jobApplicationStatus,
  jobApplications,
  jobDisputes,
  jobFavorites,
  jobPostStatus,
  jobPosts,
  jobPostType,
  jobReports,
  jobSeenMarks,
} from "../modules/jobs/tables.js";
export {
  ledgerAccountKind,
  ledgerAccounts,
  ledgerTransfers,
  pointEntries,
  pointHistoryType,
} from "../modules/ledger/tables.js";
export { clientErrorReports } from "../modules/logs/tables.js";
export { memberDays } from "../modules/member-days/tables.js";
export { outboundMessages } from "../modules/messaging/tables.js";
export { missionProgress, missions, subMissions } from "../modules/missions/tables.js";
export {
  notificationCampaigns,
  notificationDigests,
  notificationReaders,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from "../modules/notifications/tables.js";
export {
  cardCodes,
  cardKind,
  cardProducts,
  payoutEvents,
  payoutStatus,
  payouts,
  redeemKind,
  redeemRequests,
  redeemStatus,
  shopVouchers,
  withdrawChallenges,
} from "../modules/redeem/tables.js";
export { shopCampaignMembers, shopCampaigns, shopCoupons } from "../modules/shop-coupons/tables.js";
export {
  memberStoreStars,
  shopCheckInCooldowns,
  shopCheckInRefusals,
  shopCheckIns,
  shopSettings,
  shopStaffActions,
  shopStaffStampCodes,
  shopStaffStampCounts,
  shopVisitNoticeMarks,
  starHistory,
  storeCheckInConfigs,
} from "../modules/shop-visits/tables.js";
export {
  storeCategories,
  storeCategoryLinks,
  storeFollows,
  storeHours,
  storeLikes,
  storePhotos,
  storeSearch,
  storeStaff,
  stores,
  storeWords,
} from "../modules/stores/tables.js";
export { supportRequests, supportTopic } from "../modules/support/tables.js";
export {
  questionKind,
  storeCheckIns,
  surveyAnswers,
  surveyDrafts,
  surveyQuestions,
  surveyResponses,
  surveyStatus,
  surveys,
} from "../modules/surveys/tables.js";
export { notificationFrequency, userRole, users } from "../modules/users/tables.js";
