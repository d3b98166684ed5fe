import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../lib/use-hydrated";
import type { StoreMapProps } from "./store-map";

// Leaflet and its stylesheet are a chunk of their own, fetched only when a map is shown.
const StoreMap = lazy(() => import("./store-map"));

/** The store map, loaded on demand, with a placeholder of its size meanwhile. */
export function LazyStoreMap(props: StoreMapProps) {
  const { t } = useTranslation("shared/store-map");
  const placeholder = (
    <div
      role="status"
      aria-label={t("map.loading")}
      className={`animate-pulse rounded-2xl bg-gray-100 ${props.className ?? ""}`}
    />
  );
  // A map needs a window: a page rendered on the server, and its takeover, show the placeholder.
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StoreMap {...props} />
    </Suspense>
  );
}
