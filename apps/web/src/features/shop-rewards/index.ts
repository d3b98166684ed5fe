// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { storeRewardTabs } from "./components/lazy-store-tabs";
