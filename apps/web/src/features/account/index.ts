// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { authGuard, type FrontPageData, frontPageLoader, guestGuard, homeGuard } from "./access/loaders";
/** The signed-in member's profile, for features that follow the member's market. */
export { profileQuery } from "./api/profile-api";
/** Which social sign-ins the server has configured: copy elsewhere offers only those. */
export { socialProvidersQuery } from "./api/social-providers";
