export { notificationConsumer } from "./consumer.js";
export { notificationWords } from "./copy.js";
export { deliverNotificationsJob, deliverPendingNotifications, queueDelivery } from "./delivery.js";
export { type NotifyData, notify, notifyMembers, takeDeliveryCue } from "./notify.js";
export { notiSeenOf } from "./reading.js";
export { notificationRoutes } from "./routes.js";
export { notificationReaders, notifications } from "./tables.js";
