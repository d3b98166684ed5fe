/** The invite code a share link carries, kept in the browser until sign-up. */
export { inviteCodeFromQuery, readInviteCode, rememberInviteCode } from "./invite-code";
