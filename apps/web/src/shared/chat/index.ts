/** The way into a job application's conversation, from the worker's and the client's screens. */
export { ChatLink } from "./chat-link";
