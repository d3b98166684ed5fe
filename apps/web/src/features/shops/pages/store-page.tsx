import type { StoreDetail } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { TakeOverBoundary } from "../../../components/taken-over";
import { secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { ApiError } from "../../../lib/api-error";
import { useStoreRewardTabs } from "../../../shared/store-tabs";
import { DistanceText, OpenBadge, StoreThumbnail } from "../../../shared/stores";
import { FollowButton } from "../components/follow-button";
import { StoreHours } from "../components/store-hours";
import { addressLine } from "../lib/address";
import { useStoreDetail } from "../lib/use-store-detail";

const tabs = ["info", "memberCard", "campaign", "coupon", "hours", "photos"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** Directions in the member's map app: the maps URL with the store's place as the destination. */
export const directionsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * `/home/shops/search/{id}`: a store's page. The shop layout's header brings back, share and the
 * heart; here the photo, open now, distance, follow, directions and the tabs (about, member
 * card, campaigns, coupons, hours, photos). The tab is in the address (`?tab=`), as the coupon and member-card links expect.
 */
export function StorePage() {
  const { t } = useTranslation("shops");
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const store = useStoreDetail(id);
  // The shop rewards' tabs, handed over by the shop layout.
  const { memberCard: MemberCardTab, campaigns: CampaignsTab, coupons: CouponsTab } = useStoreRewardTabs();
  const tabParam = params.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "info";

  if (!store.data) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {missing ? (
          <p role="alert" className="rounded-xl bg-white p-4 text-gray-700">
            {t("store.notFound")}
          </p>
        ) : (
          <ListState ns="shops" query={store} empty={false} rows={2} />
        )}
      </div>
    );
  }
  const shop = store.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4 pb-4 sm:px-4 sm:py-6">
      <StoreThumbnail src={shop.photos[0]?.url ?? shop.thumbnail} className="h-48 w-full sm:h-64 sm:rounded-2xl" />
      <div className="space-y-3 px-4 sm:px-0">
        <h1 className="text-2xl font-bold text-gray-900">{shop.name}</h1>
        <p className="text-sm text-gray-600">{shop.categories.map((category) => category.name).join(" · ")}</p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <OpenBadge open={shop.open_now} />
          <DistanceText metres={shop.distance} />
          <span data-testid="store-likes">{t("store.likes", { count: shop.like_count })}</span>
          <span>{t("store.followers", { count: shop.follower_count })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <FollowButton storeId={shop.id} followed={shop.is_followed} />
          <a
            href={directionsUrl(shop.location.lat, shop.location.lng)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("store.directionsLabel", { name: shop.name })}
            className={secondaryButton}
          >
            {t("store.directions")}
          </a>
          {shop.phone && (
            <a href={`tel:${shop.phone}`} className={secondaryButton}>
              {t("store.call")}
            </a>
          )}
        </div>
      </div>
      <div className="bg-white px-4 sm:rounded-2xl sm:border sm:border-gray-100 sm:shadow-sm">
        <Tabs
          label={t("store.tabs.label")}
          many
          value={tab}
          onValueChange={(next) => {
            const search = new URLSearchParams(params);
            search.set("tab", next);
            setParams(search, { replace: true });
          }}
          tabs={tabs.map((value) => ({ value, label: t(`store.tabs.${value}`) }))}
        >
          <TabPanel value="info">
            <AboutTab store={shop} />
          </TabPanel>
          <TabPanel value="memberCard">
            <TakeOverBoundary fallback={null}>
              <MemberCardTab storeId={shop.id} />
            </TakeOverBoundary>
          </TabPanel>
          <TabPanel value="campaign">
            <TakeOverBoundary fallback={null}>
              <CampaignsTab storeId={shop.id} />
            </TakeOverBoundary>
          </TabPanel>
          <TabPanel value="coupon">
            <TakeOverBoundary fallback={null}>
              <CouponsTab storeId={shop.id} />
            </TakeOverBoundary>
          </TabPanel>
          <TabPanel value="hours">
            <div className="py-4">
              <StoreHours store={shop} />
            </div>
          </TabPanel>
          <TabPanel value="photos">
            <PhotosTab store={shop} />
          </TabPanel>
        </Tabs>
      </div>
    </div>
  );
}

function AboutTab({ store }: { store: StoreDetail }) {
  const { t } = useTranslation("shops");
  return (
    <div className="space-y-4 py-4">
      <p className="whitespace-pre-line text-gray-800">{store.description || t("store.noDescription")}</p>
      <div>
        <h2 className="font-semibold text-gray-900">{t("store.address")}</h2>
        <p className="text-gray-700">{addressLine(store.location.address, store.location.city)}</p>
      </div>
    </div>
  );
}

function PhotosTab({ store }: { store: StoreDetail }) {
  const { t } = useTranslation("shops");
  if (store.photos.length === 0) return <p className="py-4 text-gray-600">{t("store.noPhotos")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 py-4 sm:grid-cols-3">
      {store.photos.map((photo, index) => (
        <li key={photo.id}>
          <img
            src={photo.url}
            alt={t("store.photoOf", { index: index + 1, name: store.name })}
            loading="lazy"
            className="aspect-square w-full rounded-xl object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
