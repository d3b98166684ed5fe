import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { type StoreListName, storeListQuery } from "../api/stores-api";
import type { ShopLocation } from "../lib/location";
import { StoreCard } from "./store-card";

/** One sideways row of the explore screen (its list's first page), with 'See all' to the list screen. */
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
  return (
    <section aria-labelledby={id} data-testid={id} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {seeAll && stores.length > 0 && (
          <Link to={seeAll} className={`${textLink} text-sm`}>
            {t("seeAll")}
          </Link>
        )}
      </div>
      <ListState ns="shops" query={query} empty={stores.length === 0} rows={1} />
      {stores.length > 0 && (
        // The snap lines a card up with the padding, not the phone's edge (which left the row scrolled).
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
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
