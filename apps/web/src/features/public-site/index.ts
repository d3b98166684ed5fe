// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { AppDownloadBanner } from "./app-download-banner";
export { JoinBanner } from "./join-banner";
