import type { WorkerJobCard } from "@rewards/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { InfiniteList } from "../../../components/ui/infinite-list";
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
      <InfiniteList
        ns="jobs"
        query={query}
        items={jobs}
        emptyText={emptyText}
        className="grid gap-3 lg:grid-cols-2"
        testId="job-list"
      >
        {(job) => <JobCard job={job} />}
      </InfiniteList>
    </section>
  );
}
