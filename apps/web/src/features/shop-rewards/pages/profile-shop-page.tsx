import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { formatDay } from "../../../lib/format";
import { StoreThumbnail } from "../../../shared/stores";
import { visitedQuery } from "../api/rewards-api";
import { CouponList } from "../components/coupon-list";
import { FollowingList } from "../components/following-list";

const tabs = ["cards", "visited", "following", "coupons"] as const;

/**
 * `/home/profile-shop`: the member's shop profile: the cards (stars per store), the stores
 * visited, the stores followed and the coupons ready to use; the settings and the visit
 * notifications one tap away.
 */
export function ProfileShopPage() {
  const { t } = useTranslation("shop-rewards");
  const [tab, setTab] = useState<string>("cards");
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{t("profile.title")}</h1>
        <div className="flex gap-2">
          <Link to="/home/notification-visit" className={smallSecondaryButton}>
            {t("profile.notifications")}
          </Link>
          <Link to="/home/profile-shop/notification-setting" className={smallSecondaryButton}>
            {t("profile.settings")}
          </Link>
        </div>
      </div>
      <Tabs
        label={t("profile.tabsLabel")}
        value={tab}
        onValueChange={setTab}
        tabs={tabs.map((value) => ({ value, label: t(`profile.tabs.${value}`) }))}
      >
        <TabPanel value="cards">
          <VisitedList cards />
        </TabPanel>
        <TabPanel value="visited">
          <VisitedList cards={false} />
        </TabPanel>
        <TabPanel value="following">
          <FollowingList />
        </TabPanel>
        <TabPanel value="coupons">
          <CouponList tab="received" storeId={null} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The stores visited, latest first: as cards (stars) or as visits (count, last visit). */
function VisitedList({ cards }: { cards: boolean }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const query = useInfiniteQuery(visitedQuery());
  const stores = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div>
      <ListState ns="shop-rewards" query={query} empty={stores.length === 0} emptyText={t("profile.noVisits")} />
      {stores.length > 0 && (
        <ul className="space-y-3" data-testid={cards ? "card-list" : "visited-list"}>
          {stores.map((store) => (
            <li key={store.id}>
              <Link
                to={`/home/shops/search/${encodeURIComponent(store.id)}${cards ? "?tab=memberCard" : ""}`}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm hover:bg-brand-50"
              >
                <StoreThumbnail src={store.thumbnail} className="size-12 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-gray-900">{store.name}</p>
                  <p className="text-xs text-gray-600">
                    {cards
                      ? t("card.balance", { count: store.stars })
                      : t("profile.visits", {
                          count: store.visit_count,
                          date: formatDay(store.last_visited_at, i18n.language),
                        })}
                  </p>
                </div>
                {cards && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
                    {store.stars} ★
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("profile.loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </div>
  );
}
