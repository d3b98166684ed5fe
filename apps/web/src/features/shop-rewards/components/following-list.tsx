import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { StoreRowList, storeListQuery } from "../../../shared/stores";

/** The stores the member follows (`infos/following`), most recently followed first. */
export function FollowingList() {
  const { t } = useTranslation("shop-rewards");
  const query = useInfiniteQuery(storeListQuery("following", null));
  const stores = query.data?.pages.flatMap((page) => page.data) ?? [];
  return <StoreRowList query={query} stores={stores} emptyText={t("profile.noFollowing")} testId="following-list" />;
}
