import type { couponsWithStoreAnswer } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SelectField } from "../../../components/form/select-field";
import { ListState } from "../../../components/ui/list-state";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { callApi } from "../../../lib/api";
import { couponTabParam, couponTabs, myCouponsQuery, rewardsKey } from "../api/rewards-api";
import { CouponCard, CouponList } from "../components/coupon-list";

/** The stores the member has coupons at, for the store filter. */
function useCouponStores() {
  return useQuery({
    queryKey: [...rewardsKey, "coupon-stores"],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof couponsWithStoreAnswer>("shop", "coupons/list_with_store?tab=received&page=1&limit=50", {
          signal,
        })
      ).data,
  });
}

/**
 * `/home/offers/coupons` and `/home/shops/coupon`: the member's coupons in three tabs (received,
 * used, expired) with a store filter; tab and store are in the address.
 */
function Coupons({ underStore }: { underStore: boolean }) {
  const { t } = useTranslation("shop-rewards");
  const [params, setParams] = useSearchParams();
  const tab = couponTabParam(params.get("tab"));
  const storeId = params.get("store") || null;
  const stores = useCouponStores();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("coupons.title")}</h1>
      <SelectField
        label={t("coupons.store")}
        value={storeId ?? ""}
        onChange={(event) => set("store", event.target.value)}
        options={[
          { value: "", label: t("coupons.allStores") },
          ...(stores.data ?? []).map((group) => ({ value: group.store_id, label: group.store_name })),
        ]}
      />
      <Tabs
        label={t("coupons.tabsLabel")}
        value={tab}
        onValueChange={(value) => set("tab", value)}
        tabs={couponTabs.map((value) => ({ value, label: t(`coupons.tabs.${value}`) }))}
      >
        {couponTabs.map((value) => (
          <TabPanel key={value} value={value}>
            <CouponList tab={value} storeId={storeId} underStore={underStore} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export const CouponsPage = () => <Coupons underStore={false} />;
export const ShopCouponsPage = () => <Coupons underStore />;

/** `/home/offers/my-coupons`: every coupon ready to use, soonest to expire first. */
export function MyCouponsPage() {
  const { t } = useTranslation("shop-rewards");
  const query = useQuery(myCouponsQuery());
  const coupons = query.data ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("coupons.mine")}</h1>
      <ListState ns="shop-rewards" query={query} empty={coupons.length === 0} emptyText={t("coupon.empty.received")} />
      {coupons.length > 0 && (
        <ul className="space-y-3">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} underStore={false} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
