// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { ChatLink } from "./components/chat-link";
export { useChatUnread } from "./hooks/use-unread";
