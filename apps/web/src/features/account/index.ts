// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { authGuard, type FrontPageData, frontPageLoader, homeGuard } from "./access/loaders";
