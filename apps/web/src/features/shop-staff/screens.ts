import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const staffApi = loadOnce(() => import("./api/staff-api"));

/**
 * The staff console: the stores the member works at, then the first one's check-ins today and
 * campaigns (the page opens on the first store). A member who is no staff gets the page that says
 * so; the counter's check-in code is the browser's to ask.
 */
const shopHomeData: ScreenLoader = async ({ queryClient }) => {
  const { staffCampaignsQuery, staffCheckInsQuery, staffStoresQuery } = await staffApi();
  const stores = await queryClient.fetchQuery(staffStoresQuery()).catch(() => null);
  const store = stores?.[0];
  if (!store) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(staffCheckInsQuery(store.id)),
    queryClient.prefetchInfiniteQuery(staffCampaignsQuery(store.id)),
  ]);
};

export const screens: Screen[] = [
  {
    path: "/home/shop-home",
    layout: "shop",
    guard: "auth",
    meta: { title: "shopHome" },
    loader: shopHomeData,
    lazy: async () => ({ Component: (await import("./pages/shop-home-page")).ShopHomePage }),
  },
];
