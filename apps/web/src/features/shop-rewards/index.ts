// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { storeRewardTabs } from "./components/lazy-store-tabs";
