import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListState } from "./list-state";
import { LoadMore } from "./load-more";

/** What a list needs of its infinite query: its state and the next page. */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A list that loads page after page: the loading, failure and empty states before it has rows
 * (`ListState`), a row an item, and the next page loading as its end scrolls into view. The words
 * are the feature's (`ns`: `loadMore` unless `loadMoreLabel` names the list, and `loadingMore`).
 */
export function InfiniteList<T extends { id: string }>({
  ns,
  query,
  items,
  emptyText,
  loadMoreLabel,
  className,
  itemClassName,
  testId,
  children: row,
}: {
  ns: string;
  query: PagedQuery;
  items: T[];
  emptyText?: string | undefined;
  loadMoreLabel?: string;
  className?: string;
  itemClassName?: string;
  testId?: string | undefined;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <ListState ns={ns} query={query} empty={items.length === 0} {...(emptyText !== undefined && { emptyText })} />
      <ul className={className} data-testid={testId}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {row(item)}
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={loadMoreLabel ?? t("loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </>
  );
}
