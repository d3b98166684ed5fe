/** Push on this browser: the settings' switch, the offer after a survey, and forgetting it at sign-out. */
export { forgetDevicePush } from "./device-push";
export { PushPrompt } from "./push-prompt";
export { PushSwitch } from "./push-switch";
