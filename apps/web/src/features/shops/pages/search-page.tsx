import type { StoreSort } from "@rewards/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { StoreRowList } from "../../../shared/stores";
import { type SearchFilter, storeSearchQuery, storeSuggestQuery } from "../api/stores-api";
import { LocationLine } from "../components/location-card";
import { SearchBox } from "../components/search-box";
import { SortFilterDialog } from "../components/sort-filter-dialog";
import { useShopLocation } from "../lib/use-shop-location";

const sortOf = (value: string | null): StoreSort | undefined =>
  value === "distance" || value === "popular" || value === "newest" ? value : undefined;

/** Waits for a pause in typing before asking for suggestions: one request a word, not a letter. */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * `/home/shops/search`: type-ahead names while typing, then the results, 20 a page. The words and
 * the sort and filter live in the address, so back and a shared link show the same list. The
 * server matches without accents ('pho' finds 'Phở'): the words go as typed.
 */
export function SearchPage() {
  const { t } = useTranslation("shops");
  const [params, setParams] = useSearchParams();
  const { location } = useShopLocation();
  const text = params.get("q") ?? "";
  const filter: SearchFilter = {
    sort: sortOf(params.get("sort")),
    openNow: params.get("open") === "1" || undefined,
    categoryId: params.get("category") ?? undefined,
  };
  const [typing, setTyping] = useState(text);
  const settled = useSettled(typing);
  const suggestions = useQuery(storeSuggestQuery(settled, filter.categoryId));
  const results = useInfiniteQuery(storeSearchQuery(text, filter, location));
  const stores = results.data?.pages.flatMap((page) => page.data) ?? [];
  const total = results.data?.pages[0]?.meta.total ?? 0;
  const showSuggestions = typing.trim() !== "" && typing !== text && (suggestions.data?.length ?? 0) > 0;

  const update = (next: { q?: string; filter?: SearchFilter }) => {
    const q = next.q ?? text;
    const f = next.filter ?? filter;
    const search = new URLSearchParams();
    if (q) search.set("q", q);
    if (f.sort) search.set("sort", f.sort);
    if (f.openNow) search.set("open", "1");
    if (f.categoryId) search.set("category", f.categoryId);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="sr-only md:not-sr-only md:text-2xl md:font-bold md:text-gray-900">{t("search.title")}</h1>
      <SearchBox
        initial={text}
        autoFocus={!text}
        onType={setTyping}
        onSearch={(q) => {
          setTyping(q);
          update({ q });
        }}
      >
        {showSuggestions && (
          <ul
            aria-label={t("search.suggestions")}
            data-testid="store-suggestions"
            className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-lg"
          >
            {suggestions.data?.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/home/shops/search/${encodeURIComponent(item.id)}`}
                  className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span className="block font-semibold text-gray-900">{item.name}</span>
                  <span className="block truncate text-xs text-gray-600">
                    {[item.category_name, item.address].filter(Boolean).join(" · ")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SearchBox>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LocationLine />
        <SortFilterDialog filter={filter} hasPlace={location !== null} onApply={(next) => update({ filter: next })} />
      </div>
      {!text ? (
        <p className="text-gray-600">{t("search.prompt")}</p>
      ) : (
        <section aria-label={t("search.title")} className="space-y-3">
          {results.isSuccess && stores.length > 0 && (
            <p role="status" className="text-sm text-gray-700">
              {t("search.results", { count: total })}
            </p>
          )}
          <StoreRowList query={results} stores={stores} emptyText={t("search.noResults")} testId="search-results" />
        </section>
      )}
    </div>
  );
}
