// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { refreshStores } from "./api/stores-api";
export { LazyStoreMap } from "./components/lazy-store-map";
export type { MapPoint } from "./components/store-map";
export { useStoreDetail } from "./lib/use-store-detail";
