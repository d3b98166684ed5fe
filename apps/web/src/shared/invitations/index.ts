/** The friends a member invited and how each invitation went. */
export { InviteeList } from "./invitee-list";
export { invitationsKey, inviteesQuery } from "./invitees";
