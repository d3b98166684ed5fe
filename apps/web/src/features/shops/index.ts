// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { LazyStoreMap } from "./components/lazy-store-map";
export type { MapPoint } from "./components/store-map";
