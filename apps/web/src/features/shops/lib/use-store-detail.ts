import { useQuery } from "@tanstack/react-query";
import { storeDetailQuery } from "../api/stores-api";
import { useShopLocation } from "./use-shop-location";

/** A store's page as the shop screens share it: the page and its header ask once between them. */
export function useStoreDetail(id: string | undefined) {
  const { location } = useShopLocation();
  return useQuery({ ...storeDetailQuery(id ?? "", location), enabled: Boolean(id) });
}
