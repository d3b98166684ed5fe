import { type ComponentType, createContext, useContext } from "react";

/** A tab of a store's page, drawn for one store. */
export type StoreTab = ComponentType<{ storeId: string }>;

/**
 * The tabs of a store's page that the shop rewards draw: the member card, the store's campaigns and
 * its coupons. The store page is the shops feature's and the tabs are shop-rewards', and neither
 * feature imports the other: the shop layout (app/layouts/shop-layout.tsx) hands these to the page.
 */
export type StoreRewardTabs = { memberCard: StoreTab; campaigns: StoreTab; coupons: StoreTab };

const Missing: StoreTab = () => null;
const StoreRewardTabsContext = createContext<StoreRewardTabs>({
  memberCard: Missing,
  campaigns: Missing,
  coupons: Missing,
});

export const StoreRewardTabsProvider = StoreRewardTabsContext.Provider;

export function useStoreRewardTabs(): StoreRewardTabs {
  return useContext(StoreRewardTabsContext);
}
