import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { CompassIcon, QrIcon, StoreIcon, TicketIcon, UserIcon } from "../../components/ui/icons";
import { LazyQrScanner } from "../../features/shop-rewards";
import { ensureSignedIn } from "../../lib/require-login";

const item = ({ isActive }: { isActive: boolean }) =>
  `flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium ${isActive ? "text-brand-700" : "text-gray-600"}`;

/** Explore, Campaign, the round QR button, Shop and Profile (the last two need a session). */
export function ShopBottomNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const needsLogin = (event: MouseEvent) => {
    if (!ensureSignedIn(() => navigate("/sign-in"))) event.preventDefault();
  };
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
