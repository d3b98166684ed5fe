import type { ComponentProps } from "react";
import { InfiniteList, type PagedQuery } from "../../components/ui/infinite-list";
import { StoreRow } from "./store-card";

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
  return (
    <InfiniteList
      ns="shared/stores"
      query={query}
      items={stores}
      emptyText={emptyText}
      className="space-y-3"
      testId={testId}
    >
      {(store) => <StoreRow store={store} />}
    </InfiniteList>
  );
}
