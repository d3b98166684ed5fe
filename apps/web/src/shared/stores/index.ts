/**
 * A store as every shop screen shows it (its photo, row, card, distance and whether it is open),
 * the store lists (the explore rows, the followed stores), and where the member looks for shops.
 */

export { DistanceText } from "./distance-text";
export {
  askDeviceLocation,
  type CityId,
  cities,
  cityIds,
  cityLocation,
  type ShopLocation,
  savedLocation,
  saveLocation,
} from "./location";
export { OpenBadge } from "./open-badge";
export { StoreCard, StoreRow } from "./store-card";
export {
  nextPage,
  place,
  queryString,
  retryServerTrouble,
  type StoreListName,
  searchPageSize,
  storeListQuery,
  storeLists,
  storePageSize,
  storesKey,
} from "./store-lists";
export { StoreRowList } from "./store-row-list";
export { StoreThumbnail } from "./store-thumbnail";
