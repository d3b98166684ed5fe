import type { CouponItem, CouponStatus } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InfiniteList } from "../../../components/ui/infinite-list";
import { formatDay } from "../../../lib/format";
import { StoreThumbnail } from "../../../shared/stores";
import { couponPageSize, couponsQuery } from "../api/rewards-api";

/** Where a coupon opens: the shop's coupon screen (back to the store's coupon tab) or under offers. */
export const couponPath = (coupon: { id: string; store_id: string }, underStore: boolean) =>
  underStore
    ? `/home/shops/coupon/${coupon.id}?storeId=${encodeURIComponent(coupon.store_id)}`
    : `/home/offers/coupons/${coupon.id}?storeId=${encodeURIComponent(coupon.store_id)}`;

export function CouponCard({ coupon, underStore }: { coupon: CouponItem; underStore: boolean }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const when =
    coupon.ticket_status === "used" && coupon.used_at
      ? t("coupon.usedOn", { date: formatDay(coupon.used_at, i18n.language) })
      : coupon.ticket_status === "expired"
        ? t("coupon.expiredOn", { date: formatDay(coupon.expires_at, i18n.language) })
        : t("coupon.validUntil", { date: formatDay(coupon.expires_at, i18n.language) });
  return (
    <Link
      to={couponPath(coupon, underStore)}
      data-testid="coupon-card"
      className="flex gap-3 rounded-2xl border-l-4 border-brand-600 bg-white p-3 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <StoreThumbnail src={coupon.store_thumbnail} className="size-14 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-gray-600">{coupon.store_name}</p>
        <p className="font-semibold text-gray-900">{coupon.title}</p>
        <p className="text-sm text-gray-700">{coupon.reward}</p>
        <p className="text-xs text-gray-600">{when}</p>
      </div>
    </Link>
  );
}

/** One tab of coupons (received, used, expired), 20 a page, loading more on scroll. */
export function CouponList({
  tab,
  storeId,
  underStore = false,
  limit = couponPageSize,
}: {
  tab: CouponStatus;
  storeId: string | null;
  underStore?: boolean;
  limit?: number;
}) {
  const { t } = useTranslation("shop-rewards");
  const query = useInfiniteQuery(couponsQuery(tab, storeId, limit));
  const coupons = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div data-testid={`coupon-list-${tab}`}>
      <InfiniteList
        ns="shop-rewards"
        query={query}
        items={coupons}
        emptyText={t(`coupon.empty.${tab}`)}
        loadMoreLabel={t("coupon.loadMore")}
        className="space-y-3"
      >
        {(coupon) => <CouponCard coupon={coupon} underStore={underStore} />}
      </InfiniteList>
    </div>
  );
}
