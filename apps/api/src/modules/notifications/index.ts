export { notificationCampaignRoutes } from "./campaign-routes.js";
export { sendDueCampaigns } from "./campaign-sending.js";
export { notificationConsumer } from "./consumer.js";
export { notificationWords } from "./copy.js";
export { deliverPendingNotifications, queueDelivery } from "./delivery.js";
export { sendDigests } from "./digest.js";
export { deliverNotificationsJob, sendCampaignsJob, sendDigestsJob, sendPushJob } from "./jobs.js";
export { type NotifyData, notify, notifyMembers } from "./notify.js";
export { pushNotification } from "./push.js";
export { vapidDetails } from "./push-keys.js";
export { pushRoutes } from "./push-routes.js";
export { removeSubscription, saveSubscription, subscriptionsOf } from "./push-subscriptions.js";
export { notiSeenOf } from "./reading.js";
export { notificationRoutes } from "./routes.js";
export { settleNotification } from "./settle.js";
export {
  notificationCampaigns,
  notificationDigests,
  notificationReaders,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from "./tables.js";
export { unsubscribeToken } from "./unsubscribe.js";
export { unsubscribeRoutes } from "./unsubscribe-routes.js";
