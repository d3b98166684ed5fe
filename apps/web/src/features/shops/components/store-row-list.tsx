import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { StoreRow } from "./store-card";

/** What the list needs of its infinite query: its state and the next page. */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A whole list of stores, a row each: loading, failure and empty states before it has any, and the
 * next page loading as its end scrolls into view (with the loading state on the button).
 */
export function StoreRowList({
  query,
  stores,
  emptyText,
  testId,
}: {
  query: PagedQuery;
  stores: ComponentProps<typeof StoreRow>["store"][];
  emptyText?: string;
  testId?: string;
}) {
  const { t } = useTranslation("shops");
  return (
    <>
      <ListState ns="shops" query={query} empty={stores.length === 0} {...(emptyText !== undefined && { emptyText })} />
      <ul className="space-y-3" data-testid={testId}>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreRow store={store} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </>
  );
}
