import type { CampaignItem } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InfiniteList } from "../../../components/ui/infinite-list";
import { StoreThumbnail } from "../../../shared/stores";
import { type CampaignFilter, campaignsQuery } from "../api/rewards-api";

/** Where a campaign opens: under its store when listed on the store's screens, else under offers. */
export const campaignPath = (campaign: { id: string; store_id: string }, underStore: boolean) =>
  underStore
    ? `/home/shops/search/${encodeURIComponent(campaign.store_id)}/campaign/${campaign.id}`
    : `/home/offers/shop/${encodeURIComponent(campaign.store_id)}/campaign/${campaign.id}`;

export function CampaignCard({ campaign, underStore }: { campaign: CampaignItem; underStore: boolean }) {
  const { t } = useTranslation("shop-rewards");
  return (
    <Link
      to={campaignPath(campaign, underStore)}
      data-testid="campaign-card"
      className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <StoreThumbnail src={campaign.store_thumbnail} className="size-16 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-xs text-gray-600">{campaign.store_name}</p>
        <p className="font-semibold text-gray-900">{campaign.title}</p>
        <p className="text-sm text-gray-700">{campaign.reward}</p>
        <p className="flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
            {t("campaign.stars", { count: campaign.stars_required })}
          </span>
          {!campaign.is_valid && (
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">{t("campaign.expired")}</span>
          )}
          {campaign.is_exchanged && (
            <span className="rounded-full bg-green-50 px-2 py-0.5 text-green-800">{t("campaign.exchanged")}</span>
          )}
        </p>
      </div>
    </Link>
  );
}

/** Campaigns, 10 a page, loading more on scroll (spec sections 4 and 9). */
export function CampaignList({
  storeId,
  status = "active",
  underStore = false,
}: {
  storeId: string | null;
  status?: CampaignFilter;
  underStore?: boolean;
}) {
  const { t } = useTranslation("shop-rewards");
  const query = useInfiniteQuery(campaignsQuery(storeId, status));
  const campaigns = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div data-testid="campaign-list">
      <InfiniteList
        ns="shop-rewards"
        query={query}
        items={campaigns}
        emptyText={t("campaign.empty")}
        loadMoreLabel={t("campaign.loadMore")}
        className="space-y-3"
      >
        {(campaign) => <CampaignCard campaign={campaign} underStore={underStore} />}
      </InfiniteList>
    </div>
  );
}
