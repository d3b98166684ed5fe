import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { formatDay } from "../../../lib/format";
import { stampCardQuery, starHistoryQuery } from "../api/rewards-api";
import { StampCard } from "../components/stamp-card";

/**
 * `/home/shops/history-member?storeId=`: the member card and how its stars came and went. The
 * shop header's back returns to the store's member-card tab (spec section 2).
 */
export function HistoryMemberPage() {
  const { t, i18n } = useTranslation("shop-rewards");
  const [params] = useSearchParams();
  const storeId = params.get("storeId");
  const card = useQuery({ ...stampCardQuery(storeId ?? ""), enabled: Boolean(storeId) });
  const query = useInfiniteQuery(starHistoryQuery(storeId));
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      {card.data && (
        <StampCard
          storeName={card.data.store_name}
          stars={card.data.stamps}
          cardSize={card.data.card_size}
          tier={card.data.tier}
        />
      )}
      <h1 className="text-xl font-bold text-gray-900">{t("history.title")}</h1>
      <ListState ns="shop-rewards" query={query} empty={rows.length === 0} emptyText={t("history.empty")} />
      {rows.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm" data-testid="star-history">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">
                  {t(`history.reasons.${row.reason}`)}
                  {row.campaign_title ? ` · ${row.campaign_title}` : ""}
                </p>
                <p className="truncate text-xs text-gray-600">
                  {storeId ? "" : `${row.store_name} · `}
                  {formatDay(row.created_at, i18n.language)}
                </p>
              </div>
              <div className="text-right">
                <p className={`font-bold ${row.delta >= 0 ? "text-green-700" : "text-red-700"}`}>
                  {row.delta >= 0 ? `+${row.delta}` : row.delta} ★
                </p>
                <p className="text-xs text-gray-600">{t("history.balance", { count: row.balance })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("history.loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </div>
  );
}
