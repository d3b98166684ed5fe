import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isLoggedIn } from "../../../lib/session";
import { LazyStoreMap } from "../../../shared/store-map";
import { cities, StoreRowList, storeListQuery } from "../../../shared/stores";
import { CategoryChips } from "../components/category-chips";
import { LocationCard } from "../components/location-card";
import { SearchBox } from "../components/search-box";
import { StoreRowSection } from "../components/store-row-section";
import { useShopLocation } from "../lib/use-shop-location";

/**
 * `/home/shops`: explore. The search bar, the categories, where the member is, the rows (popular
 * near you, for you, best offer, and the shops they follow), then the map of the shops nearby with
 * their list, which is all there is when the map's tiles cannot load.
 */
export function ExplorePage() {
  const { t } = useTranslation("shops");
  const navigate = useNavigate();
  const { location } = useShopLocation();
  const [categoryId, setCategoryId] = useState<string | undefined>();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-4 sm:py-6">
      <h1 className="sr-only md:not-sr-only md:text-2xl md:font-bold md:text-gray-900">{t("explore.title")}</h1>
      <SearchBox
        onSearch={(text) => navigate(text ? `/home/shops/search?q=${encodeURIComponent(text)}` : "/home/shops/search")}
      />
      <CategoryChips selected={categoryId} onSelect={setCategoryId} />
      <LocationCard />
      <StoreRowSection
        list="popular"
        title={t("explore.popular")}
        seeAll="/home/shops/popular-near-you"
        location={location}
        categoryId={categoryId}
      />
      <StoreRowSection
        list="forYou"
        title={t("explore.forYou")}
        seeAll="/home/shops/for-you"
        location={location}
        categoryId={categoryId}
      />
      <StoreRowSection
        list="bestOffer"
        title={t("explore.bestOffer")}
        seeAll="/home/shops/best-offer"
        location={location}
        categoryId={categoryId}
      />
      {isLoggedIn() && <StoreRowSection list="following" title={t("explore.following")} location={location} />}
      <NearbySection categoryId={categoryId} />
    </div>
  );
}

const mapReachMetres = 50_000;

/** The map of the shops nearby and their list, nearest first, loading more on scroll. */
function NearbySection({ categoryId }: { categoryId: string | undefined }) {
  const { t } = useTranslation("shops");
  const navigate = useNavigate();
  const { location } = useShopLocation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const query = useInfiniteQuery(storeListQuery("nearby", location, categoryId));
  const stores = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  // The map shows the shops within reach; one in another city would zoom it out to a whole country.
  const points = useMemo(
    () =>
      stores
        .filter((store) => store.distance === null || store.distance <= mapReachMetres)
        .map((store) => ({ id: store.id, name: store.name, lat: store.lat, lng: store.lng })),
    [stores],
  );
  const center = location ?? stores[0] ?? cities.jakarta;

  return (
    <section aria-labelledby="shops-nearby" className="space-y-3">
      <h2 id="shops-nearby" className="text-lg font-bold text-gray-900">
        {t("explore.nearby")}
      </h2>
      <div className="md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-4">
        <LazyStoreMap
          center={center}
          points={points}
          label={t("map.label")}
          onOpen={(id) => navigate(`/home/shops/search/${encodeURIComponent(id)}`)}
          onTilesFailed={() => setTilesFailed(true)}
          className={`${tilesFailed ? "h-40" : "h-64 sm:h-80"} md:sticky md:top-20 md:h-[28rem]`}
        />
        <div className="mt-4 md:mt-0" data-testid="nearby-list">
          <h3 className="sr-only">{t("explore.nearbyList")}</h3>
          <StoreRowList query={query} stores={stores} />
        </div>
      </div>
    </section>
  );
}
