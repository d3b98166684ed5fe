import { pointHistoryKinds, pointHistoryPeriods } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/form/select-field";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { pointHistoriesQuery } from "../api/points-api";
import { mergeDayGroups } from "../lib/history";
import { type HistoryFilters, isHistoryKind, isHistoryPeriod } from "../lib/tabs";
import { DayGroups } from "./day-groups";

/** Every movement of points, by day, narrowed by kind and period. */
export function HistoryTab({
  filters,
  onFiltersChange,
}: {
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
}) {
  const { t } = useTranslation("points");
  const history = useInfiniteQuery(pointHistoriesQuery(filters.filter, filters.period));
  const groups = mergeDayGroups(history.data?.pages.map((page) => page.data.list_point_histories) ?? []);
  const filtered = filters.filter !== "all" || filters.period !== "all";

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t("filters.kind")}
          options={pointHistoryKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={filters.filter}
          onChange={(event) =>
            isHistoryKind(event.target.value) && onFiltersChange({ ...filters, filter: event.target.value })
          }
        />
        <SelectField
          label={t("filters.period")}
          options={pointHistoryPeriods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
          value={filters.period}
          onChange={(event) =>
            isHistoryPeriod(event.target.value) && onFiltersChange({ ...filters, period: event.target.value })
          }
        />
      </div>
      {history.isPending ? (
        <ListSkeleton ns="points" keyPrefix="list" rows={4} rowClassName="h-14 rounded-xl" />
      ) : history.isError ? (
        <ListFailure
          ns="points"
          keyPrefix="list"
          context="points"
          error={history.error}
          retry={() => void history.refetch()}
        />
      ) : groups.length === 0 ? (
        <ListEmpty title={filtered ? t("empty.filtered") : t("empty.history")}>
          {!filtered && t("empty.historyHint")}
        </ListEmpty>
      ) : (
        <>
          <DayGroups groups={groups} />
          <LoadMore
            label={t("list.loadMore")}
            busyLabel={t("list.loadingMore")}
            hasNextPage={history.hasNextPage}
            fetching={history.isFetchingNextPage}
            fetchNextPage={() => void history.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
