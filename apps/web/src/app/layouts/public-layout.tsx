import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { AppDownloadBanner, JoinBanner } from "../../features/public-site";
import { hasSession } from "../../lib/session";
import { TakenOver } from "../taken-over";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

const joinBannerPaths = new Set(["/", "/how-it-work"]);
const downloadBannerPaths = new Set(["/sign-in", "/sign-up"]);

/**
 * The public site: header, the page, the join or app-download banner where the spec puts one, footer.
 * The join banner is for visitors: with a session, `/` may be the account setup.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
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
