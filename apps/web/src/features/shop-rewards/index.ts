// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { LazyQrScanner } from "./components/lazy-qr-scanner";
export { LazyStoreCampaignTab, LazyStoreCouponTab, LazyStoreMemberCardTab } from "./components/lazy-store-tabs";
