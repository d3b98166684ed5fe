import { loadOnce } from "../../lib/load-once";
import { isLoggedIn } from "../../lib/session";
import type { Screen, ScreenLoader } from "../../shared/screens";

/**
 * Where the member looks for shops lives in the browser's session storage, which the page reads
 * only after it has taken over (lib/use-shop-location.ts): what depends on it is asked as the page
 * first draws it, without a place, and again once the browser knows one. A list that is nothing but
 * 'near you' (explore's popular and nearby rows, the popular list) stays a placeholder until then
 * rather than show shops far away that the place would replace at once. The shop layout's own
 * headers ask nothing on a phone; from 768 px up the home header's bell, level and balance are
 * asked by the browser after the takeover.
 */
const storesApi = loadOnce(() => import("./api/stores-api"));
const storeLists = loadOnce(() => import("../../shared/stores/store-lists"));

/**
 * The screens whose first paint asks nothing the server can answer: the store search (its results
 * follow the words and the place; before any words it shows none) and the popular list (it needs a
 * place). Declared so their frame is rendered rather than the skeleton.
 */
const frameOnly: ScreenLoader = async () => {};

/**
 * Explore: the rows that do not depend on where the member is; popular and nearby wait for a place.
 * The followed shops are a member's own: a visitor's explore has no such row, so nothing is asked.
 */
const exploreData: ScreenLoader = async ({ queryClient }) => {
  const { storeListQuery } = await storeLists();
  const lists = isLoggedIn() ? (["forYou", "bestOffer", "following"] as const) : (["forYou", "bestOffer"] as const);
  await Promise.all(lists.map((list) => queryClient.prefetchInfiniteQuery(storeListQuery(list, null))));
};

/** `/home/shops/for-you` and `/home/shops/best-offer`: the whole list's first page, without a place. */
const storeListData =
  (list: "forYou" | "bestOffer"): ScreenLoader =>
  async ({ queryClient }) => {
    await queryClient.prefetchInfiniteQuery((await storeLists()).storeListQuery(list, null));
  };

/** A store's page, without a distance; its reward tabs load with the tab. */
const storeData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await storesApi()).storeDetailQuery(params.id ?? "", null));
};

/** Finding stores: explore, the lists, the search and a store's page (open to visitors). */
export const screens: Screen[] = [
  {
    path: "/home/shops",
    layout: "shop",
    meta: { title: "shops" },
    loader: exploreData,
    lazy: async () => ({ Component: (await import("./pages/explore-page")).ExplorePage }),
  },
  {
    path: "/home/shops/best-offer",
    layout: "shop",
    meta: { title: "bestOffer", shopHeader: "list" },
    loader: storeListData("bestOffer"),
    lazy: async () => ({ Component: (await import("./pages/store-list-pages")).BestOfferPage }),
  },
  {
    path: "/home/shops/for-you",
    layout: "shop",
    meta: { title: "forYou", shopHeader: "list" },
    loader: storeListData("forYou"),
    lazy: async () => ({ Component: (await import("./pages/store-list-pages")).ForYouPage }),
  },
  {
    path: "/home/shops/popular-near-you",
    layout: "shop",
    meta: { title: "popularNearYou", shopHeader: "list" },
    loader: frameOnly,
    lazy: async () => ({ Component: (await import("./pages/store-list-pages")).PopularNearYouPage }),
  },
  {
    path: "/home/shops/search",
    layout: "shop",
    meta: { title: "shopSearch" },
    loader: frameOnly,
    lazy: async () => ({ Component: (await import("./pages/search-page")).SearchPage }),
  },
  {
    path: "/home/shops/search/:id",
    layout: "shop",
    meta: { title: "shopDetail", shopHeader: "shop-detail" },
    loader: storeData,
    lazy: async () => ({ Component: (await import("./pages/store-page")).StorePage }),
  },
];
