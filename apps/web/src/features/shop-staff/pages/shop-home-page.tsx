import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { staffStoresQuery } from "../api/staff-api";
import { CampaignManager } from "../components/campaign-manager";
import { CheckInSettings } from "../components/check-in-settings";
import { ConfirmCoupon } from "../components/confirm-coupon";
import { CounterQr } from "../components/counter-qr";
import { TodayCheckIns } from "../components/today-check-ins";

/**
 * `/home/shop-home`: the shop staff console: the store's rotating check-in QR for the counter,
 * confirming a coupon by its live code, today's check-ins and the campaigns. A member who works
 * at no store is told so and sent to their shop profile.
 */
export function ShopHomePage() {
  const { t } = useTranslation("shop-staff");
  const stores = useQuery(staffStoresQuery());
  const [chosen, setChosen] = useState<string | null>(null);

  if (!stores.data) {
    const notStaff = stores.error instanceof ApiError && stores.error.status === 403;
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {notStaff ? <NotStaff /> : <ListState ns="shop-staff" query={stores} empty={false} rows={2} />}
      </div>
    );
  }
  if (stores.data.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <NotStaff />
      </div>
    );
  }
  const store = stores.data.find((item) => item.id === chosen) ?? stores.data[0];
  if (!store) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-bold break-words text-gray-900 sm:text-2xl">{t("title", { name: store.name })}</h1>
        {stores.data.length > 1 && (
          <label className="text-sm text-gray-800">
            {t("store")}{" "}
            <select
              value={store.id}
              onChange={(event) => setChosen(event.target.value)}
              className="ml-1 rounded-xl border border-gray-300 px-3 py-2"
            >
              {stores.data.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <CounterQr key={store.id} storeId={store.id} storeName={store.name} />
        <div className="space-y-4">
          <ConfirmCoupon />
          <TodayCheckIns storeId={store.id} />
          <CheckInSettings key={store.id} store={store} />
        </div>
      </div>
      <CampaignManager storeId={store.id} />
    </div>
  );
}

function NotStaff() {
  const { t } = useTranslation("shop-staff");
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="not-staff">
      <h1 className="text-xl font-bold text-gray-900">{t("notStaffTitle")}</h1>
      <p className="text-gray-700">{t("notStaff")}</p>
      <Link to="/home/profile-shop" className={secondaryButton}>
        {t("toProfile")}
      </Link>
    </div>
  );
}
