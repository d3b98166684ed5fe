import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { TakenOver } from "../../components/taken-over";
import { storeRewardTabs } from "../../features/shop-rewards";
import { StoreRewardTabsProvider } from "../../shared/store-tabs";
import { useRouteHandle } from "../route-handle";
import { DesktopHeader } from "./desktop-header";
import { MobileHeader } from "./mobile-header";
import { ShopBottomNav, ShopDesktopNav } from "./shop-bottom-nav";
import { ShopHeader } from "./shop-header";

/**
 * Shop visits: explore, campaigns, coupons and the shop screens, with the shop bottom nav on phones
 * and the same places in a strip under the header from 768 px up.
 */
export function ShopLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <div className="flex-1 bg-gray-50">
      <DesktopHeader />
      <ShopDesktopNav />
      {handle?.shopHeader ? (
        <ShopHeader kind={handle.shopHeader} title={t(`screens.${handle.title}`)} />
      ) : (
        <MobileHeader />
      )}
      <main id="main" className="pb-24 md:pb-6">
        <Suspense>
          {/* A store's page (shops) shows the shop rewards' tabs: handed over here, so neither imports the other. */}
          <StoreRewardTabsProvider value={storeRewardTabs}>
            <Outlet />
          </StoreRewardTabsProvider>
          {/* A screen the server rendered is the app's once this boundary is (prerender/wake.ts). */}
          <TakenOver />
        </Suspense>
      </main>
      <ShopBottomNav />
    </div>
  );
}
