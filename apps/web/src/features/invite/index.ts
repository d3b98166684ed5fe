// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { invitationsKey } from "./api/invite-api";
export { InviteeList } from "./components/invitee-list";
