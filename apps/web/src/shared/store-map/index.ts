/** The map of stores (Leaflet, a chunk of its own): explore's map and the back office's store editor. */
export { LazyStoreMap } from "./lazy-store-map";
