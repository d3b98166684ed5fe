import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { formatClock } from "../../../lib/format";
import { staffCheckInsQuery } from "../api/staff-api";

/** Today's check-ins at the store (its local day), newest first, read again every half minute. */
export function TodayCheckIns({ storeId }: { storeId: string }) {
  const { t, i18n } = useTranslation("shop-staff");
  const query = useInfiniteQuery(staffCheckInsQuery(storeId));
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-gray-900">{t("checkIns.title", { count: total })}</h2>
      <ListState ns="shop-staff" query={query} empty={rows.length === 0} emptyText={t("checkIns.empty")} rows={1} />
      {rows.length > 0 && (
        <ul className="divide-y divide-gray-100" data-testid="today-check-ins">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 truncate font-medium text-gray-900">{row.member.display_name}</span>
              <span className="shrink-0 text-gray-600">
                {formatClock(row.checked_in_at, i18n.language)}
                {row.trust === "static"
                  ? ` · ${t("checkIns.printed")}`
                  : row.trust === "staff"
                    ? ` · ${t("checkIns.byStaff")}`
                    : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </section>
  );
}
