// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { AppDownloadBanner } from "./app-download-banner";
export { inviteCodeFromQuery, readInviteCode, rememberInviteCode } from "./invite-code";
export { JoinBanner } from "./join-banner";
