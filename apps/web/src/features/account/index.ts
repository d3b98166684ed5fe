// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { authGuard, type FrontPageData, frontPageLoader, guestGuard, homeGuard } from "./access/loaders";
