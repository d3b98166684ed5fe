// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.

export { storeListQuery } from "./api/stores-api";
export { LazyStoreMap } from "./components/lazy-store-map";
export type { MapPoint } from "./components/store-map";
export { StoreRowList } from "./components/store-row-list";
export { StoreThumbnail } from "./components/store-thumbnail";
export { askDeviceLocation } from "./lib/location";
