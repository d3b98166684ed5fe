import type { StoreSummary } from "@rewards/contracts";
import { Link } from "react-router";
import { DistanceText } from "./distance-text";
import { OpenBadge } from "./open-badge";
import { StoreThumbnail } from "./store-thumbnail";

const storePath = (id: string) => `/home/shops/search/${encodeURIComponent(id)}`;

/** A store in a sideways row of the explore screen. */
export function StoreCard({ store }: { store: StoreSummary }) {
  return (
    <Link
      to={storePath(store.id)}
      data-testid="store-card"
      className="block w-44 shrink-0 snap-start overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 sm:w-52"
    >
      <StoreThumbnail src={store.thumbnail} className="h-24 w-full sm:h-28" />
      <div className="space-y-1 p-3">
        <p className="truncate font-semibold text-gray-900">{store.name}</p>
        <p className="truncate text-xs text-gray-600">
          {store.categories.map((category) => category.name).join(" · ")}
        </p>
        <p className="flex items-center gap-2 text-xs text-gray-700">
          <OpenBadge open={store.open_now} />
          <DistanceText metres={store.distance} />
        </p>
      </div>
    </Link>
  );
}

/** A store in a list screen: one line each, the photo on the left. */
export function StoreRow({
  store,
}: {
  store: Pick<StoreSummary, "id" | "name" | "address" | "thumbnail" | "distance" | "open_now"> & {
    categories?: StoreSummary["categories"];
    category_name?: string | null;
  };
}) {
  const categories = store.categories?.map((category) => category.name).join(" · ") ?? store.category_name ?? "";
  return (
    <Link
      to={storePath(store.id)}
      data-testid="store-row"
      className="flex gap-3 rounded-2xl border border-gray-100 bg-white p-3 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <StoreThumbnail src={store.thumbnail} className="size-20 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate font-semibold text-gray-900">{store.name}</p>
        {categories && <p className="truncate text-xs text-gray-600">{categories}</p>}
        <p className="truncate text-sm text-gray-700">{store.address}</p>
        <p className="flex items-center gap-2 text-xs text-gray-700">
          <OpenBadge open={store.open_now} />
          <DistanceText metres={store.distance} />
        </p>
      </div>
    </Link>
  );
}
