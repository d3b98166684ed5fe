import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { pointEntriesQuery } from "../api/points-api";
import { groupByDay } from "../lib/history";
import { DayGroups } from "./day-groups";
import { EmptyState, ListError, ListSkeleton, LoadMore } from "./list-states";

/** The earnings: plain pages of credits, shown by day like the history. */
export function EntriesTab() {
  const { t } = useTranslation("points");
  const entries = useInfiniteQuery(pointEntriesQuery);
  const groups = groupByDay(entries.data?.pages.flatMap((page) => page.data) ?? []);
  const copy = "earnings";

  if (entries.isPending) return <ListSkeleton />;
  if (entries.isError) return <ListError error={entries.error} retry={() => void entries.refetch()} />;
  if (groups.length === 0) return <EmptyState title={t(`empty.${copy}`)}>{t(`empty.${copy}Hint`)}</EmptyState>;
  return (
    <>
      <DayGroups groups={groups} />
      <LoadMore
        hasNextPage={entries.hasNextPage}
        fetching={entries.isFetchingNextPage}
        fetchNextPage={() => void entries.fetchNextPage()}
      />
    </>
  );
}
