import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { inputClass } from "../../../components/form/text-field";
import { primaryButton } from "../../../components/ui/buttons";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { mySurveysPath as myPath, surveyListAt } from "../api/surveys-api";
import { useSurveyErrorText } from "../components/error-text";
import { SurveyCard } from "../components/survey-card";

/**
 * `/home/survey` and `/home/survey/my-survey`: the surveys, ten at a time. The first lists every
 * survey (`all`: the open ones and those with results), the second the member's own (`my_survey`:
 * the ones meant for them and the ones they answered); the address alone says which, so the tab
 * marked current is the list shown. The keyword lives in `q`.
 */
export function SurveyListPage() {
  const { t } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { tab, keyword, query: listQuery } = surveyListAt(pathname, search);
  const surveys = useInfiniteQuery(listQuery);
  const items = surveys.data?.pages.flatMap((page) => page.data) ?? [];
  const searchId = useId();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    const next = new URLSearchParams(search);
    if (typed) next.set("q", typed);
    else next.delete("q");
    setSearch(next, { replace: true });
  };

  const query = keyword ? `q=${encodeURIComponent(keyword)}` : "";
  const tabs = [
    { tab: "all", label: t("list.tabAll"), to: `/home/survey${query && `?${query}`}` },
    { tab: "my_survey", label: t("list.tabMine"), to: `${myPath}${query && `?${query}`}` },
  ] as const;

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("list.title")}</h1>
      <nav aria-label={t("list.tabsLabel")} className="flex border-b border-gray-200">
        {tabs.map((item) => (
          <Link
            key={item.tab}
            to={item.to}
            replace
            aria-current={item.tab === tab ? "page" : undefined}
            className="-mb-px flex-1 border-b-2 border-transparent px-4 py-3 text-center text-sm font-semibold text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700 sm:flex-none"
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <search>
        <form onSubmit={submitSearch} className="flex items-end gap-2" key={keyword}>
          <label htmlFor={searchId} className="sr-only">
            {t("list.searchLabel")}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={keyword}
            maxLength={100}
            placeholder={t("list.searchPlaceholder")}
            className={`${inputClass} mt-0`}
          />
          <button type="submit" className={primaryButton}>
            {t("list.search")}
          </button>
        </form>
      </search>
      {surveys.isPending ? (
        <ListSkeleton ns="surveys" keyPrefix="list" rowClassName="h-32 rounded-2xl" />
      ) : surveys.isError ? (
        <ListFailure ns="surveys" keyPrefix="list" retry={surveys.refetch} message={errorText(surveys.error)} />
      ) : items.length === 0 ? (
        <ListEmpty title={keyword ? t("list.emptySearch", { keyword }) : t("list.empty")} />
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((survey) => (
              <li key={survey.id}>
                <SurveyCard survey={survey} />
              </li>
            ))}
          </ul>
          <LoadMore
            loadOnScroll
            label={t("list.loadMore")}
            busyLabel={t("list.loadingMore")}
            hasNextPage={surveys.hasNextPage}
            fetching={surveys.isFetchingNextPage}
            fetchNextPage={() => void surveys.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
