import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { favoriteJobsQuery } from "../api/jobs-api";
import { JobList } from "../components/job-list";
import { JobsHeader } from "../components/jobs-header";

/** `/home/flashjobs/favorite`: the jobs the worker saved, whatever became of them since. */
export function FavoritePage() {
  const { t } = useTranslation("jobs");
  const jobs = useInfiniteQuery(favoriteJobsQuery());
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
      <JobsHeader title={t("favorite.title")} />
      <JobList query={jobs} label={t("favorite.title")} emptyText={t("favorite.empty")} />
    </div>
  );
}
