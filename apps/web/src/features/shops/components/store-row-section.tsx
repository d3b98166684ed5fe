import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { BackIcon } from "../../../components/ui/icons";
import { ListState } from "../../../components/ui/list-state";
import { type ShopLocation, StoreCard, type StoreListName, storeListQuery } from "../../../shared/stores";

const arrowButton =
  "hidden rounded-full border border-gray-200 bg-white p-1.5 text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40 disabled:hover:bg-white md:inline-flex";

/**
 * Which ends of a sideways row are in view, for its arrows. Starts at the left end, as the server draws it.
 */
function useRowEnds() {
  const row = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const list = row.current;
    if (!list) return;
    // A pixel of slack: browsers round the scroll position.
    setEnds({ start: list.scrollLeft <= 1, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);
  const scrollByPage = (direction: 1 | -1) => {
    const list = row.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: "smooth" });
  };
  return { row, ends, measure, scrollByPage };
}

/**
 * One sideways row of the explore screen (its list's first page), with 'See all' to the list screen.
 * A phone swipes it; from 768 px up, arrows beside the title move it a screenful, for a mouse.
 */
export function StoreRowSection({
  list,
  title,
  seeAll,
  location,
  categoryId,
}: {
  list: StoreListName;
  title: string;
  seeAll?: string;
  location: ShopLocation | null;
  categoryId?: string;
}) {
  const { t } = useTranslation("shops");
  const query = useInfiniteQuery(storeListQuery(list, location, categoryId));
  const stores = query.data?.pages[0]?.data ?? [];
  const id = `shops-row-${list}`;
  const { row, ends, measure, scrollByPage } = useRowEnds();
  // The row arrives after the first measure; measure again once its cards are in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count of cards is what changes the row's width.
  useEffect(measure, [stores.length, measure]);
  return (
    <section aria-labelledby={id} data-testid={id} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {seeAll && stores.length > 0 && (
            <Link to={seeAll} className={`${textLink} text-sm`}>
              {t("seeAll")}
            </Link>
          )}
          {stores.length > 0 &&
            !(ends.start && ends.end) &&
            ([-1, 1] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                className={arrowButton}
                aria-controls={`${id}-list`}
                aria-label={t(direction < 0 ? "row.previous" : "row.next", { title })}
                disabled={direction < 0 ? ends.start : ends.end}
                onClick={() => scrollByPage(direction)}
              >
                <BackIcon width={18} height={18} className={direction > 0 ? "rotate-180" : undefined} />
              </button>
            ))}
        </div>
      </div>
      <ListState ns="shops" query={query} empty={stores.length === 0} rows={1} />
      {stores.length > 0 && (
        // The snap lines a card up with the padding, not the phone's edge (which left the row scrolled).
        <ul
          ref={row}
          id={`${id}-list`}
          onScroll={measure}
          className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
