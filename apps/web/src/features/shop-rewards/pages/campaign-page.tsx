import type { CampaignItem, CouponItem } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { formatDay } from "../../../lib/format";
import { isLoggedIn } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { StoreThumbnail } from "../../../shared/stores";
import { campaignQuery, exchangeCampaign } from "../api/rewards-api";
import { CampaignList } from "../components/campaign-list";
import { couponPath } from "../components/coupon-list";

/**
 * `/home/offers/shop/{shopId?}/campaign/{campaignId?}`: one campaign, or without an id the shop's
 * campaigns (all shops' without a shop).
 */
export function OffersCampaignPage() {
  const { shopId, campaignId } = useParams();
  if (campaignId) return <CampaignDetail id={campaignId} underStore={false} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
      <CampaignList storeId={shopId ?? null} />
    </div>
  );
}

/** `/home/shops/search/{id}/campaign/{campaignId}`. */
export function StoreCampaignPage() {
  const { campaignId } = useParams();
  return campaignId ? <CampaignDetail id={campaignId} underStore /> : null;
}

/** `/home/shops/search/{id}/campaign`: the store's campaigns. */
export function StoreCampaignsPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
      <CampaignList storeId={id ?? null} underStore />
    </div>
  );
}

function CampaignDetail({ id, underStore }: { id: string; underStore: boolean }) {
  const query = useQuery(campaignQuery(id));
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <ListState ns="shop-rewards" query={query} empty={false} rows={2} />
      </div>
    );
  }
  const campaign = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <Link
        to={`/home/shops/search/${encodeURIComponent(campaign.store_id)}`}
        className="flex items-center gap-3 text-sm text-gray-700"
      >
        <StoreThumbnail src={campaign.store_thumbnail} className="size-10 rounded-full" />
        <span className="font-semibold">{campaign.store_name}</span>
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{campaign.title}</h1>
      <p className="text-lg text-brand-800">{campaign.reward}</p>
      {campaign.description && <p className="whitespace-pre-line text-gray-800">{campaign.description}</p>}
      <CampaignFacts campaign={campaign} />
      <ExchangeBox campaign={campaign} underStore={underStore} />
      <MoreFromStore storeId={campaign.store_id} underStore={underStore} />
    </div>
  );
}

/** The store's other campaigns: under the store, or under offers (`/home/offers/shop/{shopId}/campaign`). */
function MoreFromStore({ storeId, underStore }: { storeId: string; underStore: boolean }) {
  const { t } = useTranslation("shop-rewards");
  const store = encodeURIComponent(storeId);
  return (
    <Link
      to={underStore ? `/home/shops/search/${store}/campaign` : `/home/offers/shop/${store}/campaign`}
      className={`${secondaryButton} w-full`}
    >
      {t("campaign.moreFromStore")}
    </Link>
  );
}

function CampaignFacts({ campaign }: { campaign: CampaignItem }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const rows: [string, string][] = [
    [t("campaign.price"), t("campaign.stars", { count: campaign.stars_required })],
    [t("campaign.yourStars"), t("campaign.stars", { count: campaign.my_stars })],
    [
      t("campaign.period"),
      campaign.ends_at
        ? `${formatDay(campaign.starts_at, i18n.language)} – ${formatDay(campaign.ends_at, i18n.language)}`
        : t("campaign.from", { date: formatDay(campaign.starts_at, i18n.language) }),
    ],
    [
      t("campaign.stock"),
      campaign.stock_left === null ? t("campaign.unlimited") : t("campaign.left", { count: campaign.stock_left }),
    ],
    [t("campaign.limit"), t("campaign.perMember", { count: campaign.per_member_limit })],
    [t("campaign.couponValid"), t("campaign.days", { count: campaign.coupon_valid_days })],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-2 border-b border-gray-100 py-1 sm:block sm:border-0">
          <dt className="text-sm text-gray-600">{term}</dt>
          <dd className="font-semibold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Exchange with the spec's message per refusal code; a visitor is asked to log in first. */
function ExchangeBox({ campaign, underStore }: { campaign: CampaignItem; underStore: boolean }) {
  const { t } = useTranslation("shop-rewards");
  const refusalText = useRefusalText({ failed: t("exchange.failed") });
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: string } | { error: unknown } | null>(null);
  const [coupon, setCoupon] = useState<CouponItem | null>(null);

  const exchange = async () => {
    if (!isLoggedIn()) {
      setFailure({ key: "signInToUse" });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await exchangeCampaign(campaign.id, campaign.store_id);
      setCoupon(result.coupon);
      toast.success(t("exchange.done"));
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  if (coupon) {
    return (
      <div className="space-y-3 rounded-2xl bg-green-50 p-4 text-green-900" role="status" data-testid="exchange-done">
        <p className="font-semibold">{t("exchange.done")}</p>
        <button
          type="button"
          className={`${primaryButton} w-full`}
          onClick={() => navigate(couponPath(coupon, underStore))}
        >
          {t("exchange.seeCoupon")}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800" data-testid="exchange-error">
          {"key" in failure ? t(failure.key) : refusalText(failure.error)}
        </p>
      )}
      <button
        type="button"
        className={`${campaign.can_exchange ? primaryButton : secondaryButton} w-full`}
        onClick={() => void exchange()}
        disabled={busy || !campaign.is_valid}
        aria-busy={busy}
      >
        {busy ? t("exchange.busy") : t("exchange.button", { count: campaign.stars_required })}
      </button>
    </div>
  );
}
