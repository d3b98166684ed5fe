// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { useChatUnread } from "./hooks/use-unread";
