import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type StoreListName, StoreRowList, storeListQuery } from "../../../shared/stores";
import { LocationLine } from "../components/location-card";
import { useShopLocation } from "../lib/use-shop-location";

/** A whole store list, 10 a page. The shop layout's list header brings the title and back. */
function StoreListScreen({ list, title, lead }: { list: StoreListName; title: string; lead: string }) {
  const { location } = useShopLocation();
  const query = useInfiniteQuery(storeListQuery(list, location));
  const stores = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="sr-only">{title}</h1>
      <p className="text-gray-700">{lead}</p>
      <LocationLine />
      <StoreRowList query={query} stores={stores} testId="store-list" />
    </div>
  );
}

/** `/home/shops/popular-near-you`. */
export function PopularNearYouPage() {
  const { t } = useTranslation("shops");
  return <StoreListScreen list="popular" title={t("explore.popular")} lead={t("lists.popular")} />;
}

/** `/home/shops/for-you`. */
export function ForYouPage() {
  const { t } = useTranslation("shops");
  return <StoreListScreen list="forYou" title={t("explore.forYou")} lead={t("lists.forYou")} />;
}

/** `/home/shops/best-offer`. */
export function BestOfferPage() {
  const { t } = useTranslation("shops");
  return <StoreListScreen list="bestOffer" title={t("explore.bestOffer")} lead={t("lists.bestOffer")} />;
}
