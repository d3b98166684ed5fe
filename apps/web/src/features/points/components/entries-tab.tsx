import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { pointEntriesQuery } from "../api/points-api";
import { groupByDay } from "../lib/history";
import { DayGroups } from "./day-groups";

/** The earnings: plain pages of credits, shown by day like the history. */
export function EntriesTab() {
  const { t } = useTranslation("points");
  const entries = useInfiniteQuery(pointEntriesQuery);
  const groups = groupByDay(entries.data?.pages.flatMap((page) => page.data) ?? []);
  const copy = "earnings";

  if (entries.isPending) return <ListSkeleton ns="points" keyPrefix="list" rows={4} rowClassName="h-14 rounded-xl" />;
  if (entries.isError)
    return (
      <ListFailure
        ns="points"
        keyPrefix="list"
        context="points"
        error={entries.error}
        retry={() => void entries.refetch()}
      />
    );
  if (groups.length === 0) return <ListEmpty title={t(`empty.${copy}`)}>{t(`empty.${copy}Hint`)}</ListEmpty>;
  return (
    <>
      <DayGroups groups={groups} />
      <LoadMore
        label={t("list.loadMore")}
        busyLabel={t("list.loadingMore")}
        hasNextPage={entries.hasNextPage}
        fetching={entries.isFetchingNextPage}
        fetchNextPage={() => void entries.fetchNextPage()}
      />
    </>
  );
}
