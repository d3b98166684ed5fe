import { lazy } from "react";

// A store page's reward tabs load with the tab, not with the store page.
export const LazyStoreMemberCardTab = lazy(async () => ({
  default: (await import("./store-tabs")).StoreMemberCardTab,
}));
export const LazyStoreCampaignTab = lazy(async () => ({ default: (await import("./store-tabs")).StoreCampaignTab }));
export const LazyStoreCouponTab = lazy(async () => ({ default: (await import("./store-tabs")).StoreCouponTab }));
