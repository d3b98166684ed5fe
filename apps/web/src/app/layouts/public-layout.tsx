import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { TakenOver } from "../../components/taken-over";
import { AppDownloadBanner, JoinBanner } from "../../features/public-site";
import { hasSession, isLoggedIn } from "../../lib/session";
import { DesktopHeader } from "./desktop-header";
import { MobileHeader } from "./mobile-header";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

const joinBannerPaths = new Set(["/", "/how-it-work"]);
const downloadBannerPaths = new Set(["/sign-in", "/sign-up"]);

/**
 * The public site: header, the page, the join or app-download banner where the spec puts one, footer.
 * The join banner is for visitors: with a session, `/` may be the account setup. A member reading
 * help or how it works keeps the app's own header (bell, points, avatar menu, back on phones), so the
 * way back into the app is where it always is; the server prerenders these pages only for visitors.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-1 flex-col">
      {isLoggedIn() ? (
        <>
          <DesktopHeader />
          <MobileHeader />
        </>
      ) : (
        <PublicHeader />
      )}
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
          <TakenOver />
        </Suspense>
      </main>
      {joinBannerPaths.has(pathname) && !hasSession() && <JoinBanner />}
      {downloadBannerPaths.has(pathname) && <AppDownloadBanner />}
      <PublicFooter />
    </div>
  );
}
