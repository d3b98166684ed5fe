// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { AppDownloadBanner } from "./app-download-banner";
export { JoinBanner } from "./join-banner";
