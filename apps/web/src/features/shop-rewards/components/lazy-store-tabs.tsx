import { lazy } from "react";
import type { StoreRewardTabs } from "../../../shared/store-tabs";

// A store page's reward tabs load with the tab, not with the store page.
export const storeRewardTabs: StoreRewardTabs = {
  memberCard: lazy(async () => ({ default: (await import("./store-tabs")).StoreMemberCardTab })),
  campaigns: lazy(async () => ({ default: (await import("./store-tabs")).StoreCampaignTab })),
  coupons: lazy(async () => ({ default: (await import("./store-tabs")).StoreCouponTab })),
};
