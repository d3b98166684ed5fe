// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { authGuard, type FrontPageData, frontPageLoader, guestGuard, homeGuard } from "./access/loaders";
