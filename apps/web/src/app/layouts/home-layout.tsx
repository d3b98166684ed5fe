import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { TakenOver } from "../../components/taken-over";
import { CoinIcon, GiftIcon, HomeIcon, TargetIcon, UserIcon } from "../../components/ui/icons";
import { useMissionDot } from "../../features/missions";
import { useBalanceBadge } from "../../features/points";
import { useRouteHandle } from "../route-handle";
import { BottomNav } from "./bottom-nav";
import { DesktopHeader } from "./desktop-header";
import { MobileHeader } from "./mobile-header";

/**
 * The signed-in home area: desktop header, or on phones the mobile header and the bottom bar,
 * whose points entry carries the balance and whose mission entry a dot when a reward waits.
 */
export function HomeLayout() {
  const { t } = useTranslation();
  const answeringSurvey = useRouteHandle()?.answeringSurvey === true;
  const balance = useBalanceBadge();
  const missionWaiting = useMissionDot();
  return (
    <div className="flex-1 bg-gray-50">
      <DesktopHeader />
      <MobileHeader />
      <main id="main" className={answeringSurvey ? "pb-6" : "pb-20 md:pb-6"}>
        <Suspense>
          <Outlet />
          {/* A screen the server rendered is the app's once this boundary is (prerender/wake.ts). */}
          <TakenOver />
        </Suspense>
      </main>
      {!answeringSurvey && (
        <BottomNav
          label={t("nav.mainNavigation")}
          items={[
            { to: "/home", label: t("nav.home"), icon: HomeIcon, end: true },
            {
              to: "/home/mission",
              label: t("nav.mission"),
              icon: TargetIcon,
              dot: missionWaiting ? { label: `${t("nav.mission")}: ${t("nav.missionWaiting")}` } : null,
            },
            {
              to: "/home/points",
              label: t("nav.points"),
              icon: CoinIcon,
              badge: balance && { text: balance.badge, label: balance.label },
            },
            { to: "/home/invite", label: t("nav.invite"), icon: GiftIcon },
            { to: "/home/profile", label: t("nav.profile"), icon: UserIcon },
          ]}
        />
      )}
    </div>
  );
}
