// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { notificationsKey, notificationTarget } from "./api/notifications-api";
export { PushPrompt } from "./components/push-prompt";
export { PushSwitch } from "./components/push-switch";
export { forgetDevicePush } from "./push/device-push";
