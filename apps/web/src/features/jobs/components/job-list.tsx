import type { WorkerJobCard } from "@rewards/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { JobCard } from "./job-card";

type Page = { data: WorkerJobCard[]; meta: { total: number } };

/** Job cards, a page at a time: the next page loads as the end nears, or on the button. */
export function JobList({
  query,
  emptyText,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  emptyText: string;
  label: string;
}) {
  const { t } = useTranslation("jobs");
  const jobs = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  return (
    <section aria-label={label} className="space-y-3">
      {query.isSuccess && jobs.length > 0 && (
        <p role="status" className="text-sm text-gray-700">
          {t("list.count", { count: total })}
        </p>
      )}
      <ListState ns="jobs" query={query} empty={jobs.length === 0} emptyText={emptyText} />
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="job-list">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
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
    </section>
  );
}
