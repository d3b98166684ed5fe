import { jobTypes } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { primaryButton, quietButton } from "../../../components/ui/buttons";
import { SearchIcon } from "../../../components/ui/icons";
import { jobProfileType } from "../../../lib/session";
import { workerJobsQuery } from "../api/jobs-api";
import { JobList } from "../components/job-list";
import { JobsHeader } from "../components/jobs-header";
import { PlaceLine } from "../components/place-line";
import { useCategories } from "../components/use-category-names";
import {
  defaultJobType,
  type JobSearch,
  jobTypeParam,
  nearMeRadii,
  paramsFromSearch,
  searchFromParams,
} from "../lib/job-search";
import { parseOffer } from "../lib/quote-form";
import { usePlace } from "../lib/use-place";

type Filters = Omit<JobSearch, "place">;
const field =
  "min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * `/home/flashjobs/search`: words and filters, then the same cards as the job list. The search
 * lives in the address (back and a shared link show the same list); the server matches without
 * accents and forgives a typo, so the words go as typed.
 */
export function SearchPage() {
  const { t } = useTranslation("jobs");
  const [params, setParams] = useSearchParams();
  const fallbackType = defaultJobType(jobProfileType());
  const applied = searchFromParams(params, fallbackType);
  const { place } = usePlace();
  const [draft, setDraft] = useState<Filters>(applied);
  const [feeMin, setFeeMin] = useState(applied.feeMin === null ? "" : String(applied.feeMin));
  const [feeMax, setFeeMax] = useState(applied.feeMax === null ? "" : String(applied.feeMax));
  const searched = params.size > 0;
  const results = useInfiniteQuery({
    ...workerJobsQuery({ ...applied, place: applied.jobType === "onsite" ? place : null }),
    enabled: searched,
  });
  const { list: categories } = useCategories();
  const filterCount = [
    applied.categoryId !== "",
    applied.jobType !== fallbackType,
    applied.distance !== null,
    applied.feeMin !== null || applied.feeMax !== null,
    !applied.showAll,
  ].filter(Boolean).length;
  // Open until a search is made, then folded so the results show on a phone; reopened by a tap.
  const [filtersOpen, setFiltersOpen] = useState(!searched);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Filters = {
      ...draft,
      keyword: draft.keyword.trim(),
      feeMin: parseOffer(feeMin),
      feeMax: parseOffer(feeMax),
    };
    // Something in the address marks a search made, even with every filter at its default.
    const search = paramsFromSearch(next, fallbackType);
    if (search.size === 0) search.set("all", "1");
    setParams(search, { replace: true });
    setFiltersOpen(false);
  };
  const reset = () => {
    setDraft(searchFromParams(new URLSearchParams(), fallbackType));
    setFeeMin("");
    setFeeMax("");
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
      <JobsHeader title={t("search.title")} />
      <search className="block rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
        <form onSubmit={submit} className="space-y-4">
          <div className="flex gap-2">
            <label className="flex min-w-0 flex-1 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 sm:px-4 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-100">
              {/* On a phone the placeholder needs the icon's room. */}
              <SearchIcon width={20} height={20} className="hidden shrink-0 text-gray-500 sm:block" />
              <span className="sr-only">{t("search.keyword")}</span>
              <input
                type="search"
                value={draft.keyword}
                maxLength={100}
                enterKeyHint="search"
                autoComplete="off"
                placeholder={t("search.placeholder")}
                onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
                className="min-h-11 w-full bg-transparent py-2 text-base outline-none"
              />
            </label>
            <button type="submit" className={primaryButton}>
              {t("search.submit")}
            </button>
          </div>
          <details open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
            <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
              {filterCount > 0 ? t("filter.titleCount", { count: filterCount }) : t("filter.title")}
            </summary>
            <div className="mt-3 space-y-4">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <label className="col-span-2 flex flex-col justify-between text-sm font-semibold text-gray-800 sm:col-span-1">
                  {t("filter.category")}
                  <select
                    value={draft.categoryId}
                    onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}
                    className={`${field} mt-1 font-normal`}
                  >
                    <option value="">{t("filter.anyCategory")}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="col-span-2 flex flex-col justify-between text-sm font-semibold text-gray-800 sm:col-span-1">
                  {t("filter.type")}
                  <select
                    value={draft.jobType}
                    onChange={(event) =>
                      setDraft({ ...draft, jobType: jobTypeParam(event.target.value, fallbackType) })
                    }
                    className={`${field} mt-1 font-normal`}
                  >
                    {jobTypes.map((value) => (
                      <option key={value} value={value}>
                        {t(`type.${value}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col justify-between text-sm font-semibold text-gray-800">
                  {t("filter.feeMin")}
                  <input
                    inputMode="numeric"
                    value={feeMin}
                    onChange={(event) => setFeeMin(event.target.value)}
                    className={`${field} mt-1 font-normal`}
                  />
                </label>
                <label className="flex flex-col justify-between text-sm font-semibold text-gray-800">
                  {t("filter.feeMax")}
                  <input
                    inputMode="numeric"
                    value={feeMax}
                    onChange={(event) => setFeeMax(event.target.value)}
                    className={`${field} mt-1 font-normal`}
                  />
                </label>
              </div>
              {draft.jobType === "onsite" && (
                <div className="space-y-3">
                  <label className="block text-sm font-semibold text-gray-800 sm:max-w-xs">
                    {t("filter.nearMe")}
                    <select
                      value={draft.distance ?? ""}
                      onChange={(event) =>
                        setDraft({ ...draft, distance: event.target.value ? Number(event.target.value) : null })
                      }
                      className={`${field} mt-1 font-normal`}
                    >
                      <option value="">{t("filter.anywhere")}</option>
                      {nearMeRadii.map((metres) => (
                        <option key={metres} value={metres}>
                          {t("filter.within", { km: metres / 1000 })}
                        </option>
                      ))}
                    </select>
                  </label>
                  <PlaceLine />
                </div>
              )}
              <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={!draft.showAll}
                  onChange={(event) => setDraft({ ...draft, showAll: !event.target.checked })}
                  className="size-5 accent-brand-700"
                />
                {t("filter.hideApplied")}
              </label>
              <button type="button" className={quietButton} onClick={reset}>
                {t("search.reset")}
              </button>
            </div>
          </details>
        </form>
      </search>
      {!searched ? (
        <p className="text-gray-600">{t("search.prompt")}</p>
      ) : (
        <JobList query={results} label={t("search.results")} emptyText={t("search.empty")} />
      )}
    </div>
  );
}
