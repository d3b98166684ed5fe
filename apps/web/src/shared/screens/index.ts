/** How a feature declares its screens, and how a loader reaches the query cache it is handed. */
export { loaderQueryClient, queryClientContext } from "./query-client-context";
export type { Guard, Layout, Screen, ScreenLoader, ScreenLoaderArgs, ScreenMeta, ShopHeaderKind } from "./screen";
