import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { CompassIcon, QrIcon, StoreIcon, TicketIcon, UserIcon } from "../../components/ui/icons";
import { ensureSignedIn } from "../../lib/require-login";
import { LazyQrScanner } from "../../shared/qr-scanner";

const item = ({ isActive }: { isActive: boolean }) =>
  `flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium ${isActive ? "text-brand-700" : "text-gray-600"}`;

const wideItem = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "text-brand-700" : "text-gray-700"
  }`;

/** The scanner's open state and the login check of Shop and Profile, shared by both navs. */
function useShopNav() {
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const needsLogin = (event: MouseEvent) => {
    if (!ensureSignedIn(() => navigate("/sign-in"))) event.preventDefault();
  };
  return { scanning, setScanning, needsLogin };
}

/** Explore, Campaign, the round QR button, Shop and Profile (the last two need a session). */
export function ShopBottomNav() {
  const { t } = useTranslation();
  const { scanning, setScanning, needsLogin } = useShopNav();
  return (
    <nav
      aria-label={t("nav.mainNavigation")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-end justify-around">
        <li className="flex-1">
          <NavLink to="/home/shops" end className={item}>
            <CompassIcon width={22} height={22} />
            {t("nav.explore")}
          </NavLink>
        </li>
        <li className="flex-1">
          <NavLink to="/home/offers" className={item}>
            <TicketIcon width={22} height={22} />
            {t("nav.campaign")}
          </NavLink>
        </li>
        <li className="flex flex-1 justify-center">
          <button
            type="button"
            onClick={() => setScanning(true)}
            aria-label={t("nav.scanQr")}
            data-testid="scan-qr"
            className="-mt-6 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white hover:bg-brand-800"
          >
            <QrIcon width={26} height={26} />
          </button>
        </li>
        <li className="flex-1">
          <NavLink to="/home/shop-home" className={item} onClick={needsLogin}>
            <StoreIcon width={22} height={22} />
            {t("nav.shop")}
          </NavLink>
        </li>
        <li className="flex-1">
          <NavLink to="/home/profile-shop" className={item} onClick={needsLogin}>
            <UserIcon width={22} height={22} />
            {t("nav.profile")}
          </NavLink>
        </li>
      </ul>
      <LazyQrScanner open={scanning} onClose={() => setScanning(false)} />
    </nav>
  );
}

/**
 * The same five places from 768 px up, where the bottom nav is hidden: a strip under the header,
 * so the campaigns, the scanner, the staff console and the shop profile are reachable on a desktop.
 */
export function ShopDesktopNav() {
  const { t } = useTranslation();
  const { scanning, setScanning, needsLogin } = useShopNav();
  return (
    <nav aria-label={t("nav.shopNavigation")} className="hidden border-b border-gray-100 bg-white md:block">
      <ul className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-1">
        <li>
          <NavLink to="/home/shops" end className={wideItem}>
            <CompassIcon width={18} height={18} />
            {t("nav.explore")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/home/offers" className={wideItem}>
            <TicketIcon width={18} height={18} />
            {t("nav.campaign")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/home/shop-home" className={wideItem} onClick={needsLogin}>
            <StoreIcon width={18} height={18} />
            {t("nav.shop")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/home/profile-shop" className={wideItem} onClick={needsLogin}>
            <UserIcon width={18} height={18} />
            {t("nav.profile")}
          </NavLink>
        </li>
        <li className="ml-auto">
          <button
            type="button"
            onClick={() => setScanning(true)}
            data-testid="scan-qr-wide"
            className="flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <QrIcon width={18} height={18} />
            {t("nav.scanQr")}
          </button>
        </li>
      </ul>
      <LazyQrScanner open={scanning} onClose={() => setScanning(false)} />
    </nav>
  );
}
