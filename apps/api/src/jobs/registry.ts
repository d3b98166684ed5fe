import { pruneSignInAttemptsJob, sendPasswordResetJob } from "../modules/auth/index.js";
import { openBingoWeeksJob } from "../modules/bingo/index.js";
import { pruneIdempotentRequestsJob } from "../modules/idempotency/index.js";
import { autoPayJob } from "../modules/jobs/index.js";
import { expirePointsJob, noticeExpiringPointsJob } from "../modules/ledger/index.js";
import { pruneClientErrorReportsJob } from "../modules/logs/index.js";
import { deliverMessageJob, sweepOutboxJob } from "../modules/messaging/index.js";
import {
  deliverNotificationsJob,
  sendCampaignsJob,
  sendDigestsJob,
  sendPushJob,
} from "../modules/notifications/index.js";
import { sweepPayoutsJob } from "../modules/redeem/index.js";
import { announceShopCampaignsJob, expireShopCouponsJob } from "../modules/shop-coupons/index.js";
import { orderStoreSearchJob } from "../modules/stores/index.js";
import { pruneSurveyDraftsJob } from "../modules/surveys/index.js";
import type { JobDefinition } from "./definition.js";

/** Every background job of the product; a feature adds its own here. */
export const jobDefinitions: JobDefinition[] = [
  pruneClientErrorReportsJob,
  deliverMessageJob as JobDefinition,
  sweepOutboxJob,
  expirePointsJob,
  pruneIdempotentRequestsJob,
  pruneSignInAttemptsJob,
  sendPasswordResetJob as JobDefinition,
  deliverNotificationsJob,
  sendPushJob as JobDefinition,
  sendDigestsJob,
  noticeExpiringPointsJob,
  openBingoWeeksJob,
  sendCampaignsJob,
  autoPayJob as JobDefinition,
  expireShopCouponsJob,
  announceShopCampaignsJob,
  orderStoreSearchJob,
  pruneSurveyDraftsJob,
  sweepPayoutsJob,
];
