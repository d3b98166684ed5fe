// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { notificationsKey, notificationTarget } from "./api/notifications-api";
