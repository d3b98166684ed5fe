import { jobTypes } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { jobProfileType } from "../../../lib/session";
import { workerJobsQuery } from "../api/jobs-api";
import { JobList } from "../components/job-list";
import { JobsHeader } from "../components/jobs-header";
import { PlaceLine } from "../components/place-line";
import { defaultJobSearch, defaultJobType, jobTypeParam } from "../lib/job-search";
import { usePlace } from "../lib/use-place";

/**
 * `/home/flashjobs/jobs`: the open jobs, newest first, with the spec's defaults (every job,
 * online, or social for the social profile type); onsite jobs show how far they are once the
 * worker has shared a place.
 */
export function JobsPage() {
  const { t } = useTranslation("jobs");
  const [params, setParams] = useSearchParams();
  const fallbackType = defaultJobType(jobProfileType());
  const jobType = jobTypeParam(params.get("type"), fallbackType);
  const showAll = params.get("all") !== "0";
  const { place } = usePlace();
  const jobs = useInfiniteQuery(
    workerJobsQuery({ ...defaultJobSearch, jobType, showAll, place: jobType === "onsite" ? place : null }),
  );
  const set = (next: { type?: string; all?: boolean }) => {
    const search = new URLSearchParams();
    const type = next.type ?? jobType;
    const all = next.all ?? showAll;
    if (type !== fallbackType) search.set("type", type);
    if (!all) search.set("all", "0");
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
      <JobsHeader title={t("jobs.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-full bg-gray-100 p-1">
          <legend className="sr-only">{t("filter.type")}</legend>
          {jobTypes.map((value) => (
            <label
              key={value}
              className={`relative cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                jobType === value ? "bg-white text-brand-700 shadow-sm" : "text-gray-700"
              }`}
            >
              <input
                type="radio"
                name="job-type"
                value={value}
                checked={jobType === value}
                onChange={() => set({ type: value })}
                className="sr-only"
              />
              {t(`type.${value}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={!showAll}
            onChange={(event) => set({ all: !event.target.checked })}
            className="size-5 accent-brand-700"
          />
          {t("filter.hideApplied")}
        </label>
      </div>
      {jobType === "onsite" && <PlaceLine />}
      <JobList query={jobs} label={t("jobs.title")} emptyText={t("jobs.empty")} />
    </div>
  );
}
