import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ListState } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { formatDay } from "../../../lib/format";
import { StoreThumbnail } from "../../../shared/stores";
import { couponQuery } from "../api/rewards-api";
import { LiveCouponCode } from "../components/live-coupon-code";

const statusLook = {
  received: "bg-green-50 text-green-800",
  used: "bg-gray-100 text-gray-700",
  expired: "bg-red-50 text-red-800",
} as const;

/**
 * `/home/offers/coupons/{id}` and `/home/shops/coupon/{id}`: a coupon. A received one shows its
 * live, time-stamped code for staff to confirm; the member cannot mark it used alone (spec
 * section 4). While it is shown, the coupon is read again every few seconds, so it turns 'used'
 * as soon as staff confirm.
 */
export function CouponPage() {
  const { t, i18n } = useTranslation("shop-rewards");
  const { id = "" } = useParams();
  const query = useQuery({
    ...couponQuery(id),
    refetchInterval: (current) => (current.state.data?.ticket_status === "received" ? 5000 : false),
  });
  if (!query.data) {
    // A coupon that is not there (or not the member's) stays so: no "try again later".
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-md px-4 py-6">
        {missing ? (
          <p role="alert" className="rounded-xl bg-white p-4 text-gray-700">
            {t("coupon.notFound")}
          </p>
        ) : (
          <ListState ns="shop-rewards" query={query} empty={false} rows={2} />
        )}
      </div>
    );
  }
  const coupon = query.data;
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-4 sm:py-6">
      <div className="flex items-center gap-3">
        <StoreThumbnail src={coupon.store_thumbnail} className="size-12 rounded-full" />
        <div className="min-w-0">
          <p className="truncate text-sm text-gray-600">{coupon.store_name}</p>
          <h1 className="text-xl font-bold text-gray-900">{coupon.title}</h1>
        </div>
      </div>
      <p className="text-lg text-brand-800">{coupon.reward}</p>
      <p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${statusLook[coupon.ticket_status]}`}
          data-testid="coupon-status"
        >
          {t(`coupons.tabs.${coupon.ticket_status}`)}
        </span>
      </p>
      {coupon.ticket_status === "received" ? (
        <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-center font-semibold text-gray-900">{t("coupon.showStaff")}</h2>
          <LiveCouponCode couponId={coupon.id} />
          <p className="text-center text-xs text-gray-600">{t("coupon.staffConfirms")}</p>
        </section>
      ) : (
        <p className="rounded-2xl bg-white p-4 text-gray-700">
          {coupon.ticket_status === "used" && coupon.used_at
            ? t("coupon.usedOn", { date: formatDay(coupon.used_at, i18n.language) })
            : t("coupon.expiredOn", { date: formatDay(coupon.expires_at, i18n.language) })}
        </p>
      )}
      {coupon.description && <p className="whitespace-pre-line text-gray-800">{coupon.description}</p>}
      <p className="text-sm text-gray-600">
        {t("coupon.serial")}: <span className="font-mono">{coupon.serial}</span> ·{" "}
        {t("coupon.validUntil", { date: formatDay(coupon.expires_at, i18n.language) })}
      </p>
    </div>
  );
}
