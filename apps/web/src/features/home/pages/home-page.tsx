import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { AdvertisementPopup } from "../../advertisements";
import { homeQuery } from "../api/home-api";
import { AttendanceCard } from "../components/attendance-card";
import { DailyMissions } from "../components/daily-missions";
import { EarnMenu } from "../components/earn-menu";
import { HomeHero } from "../components/home-hero";
import { HomeSkeleton } from "../components/home-skeleton";
import { InviteTeaser } from "../components/invite-teaser";
import { OpenSurveys } from "../components/open-surveys";

/**
 * `/home`: the member's dashboard from one `GET home`: balance and level, today's check-in, the
 * earning menu, today's daily missions, surveys open to them, and their invite code.
 */
export function HomePage() {
  const { t } = useTranslation("home");
  const home = useQuery(homeQuery);

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-8">
      {home.isPending && <HomeSkeleton />}
      {home.isError && (
        <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
          <p role="alert" className="font-medium text-red-800">
            {t("failed")}
          </p>
          <button type="button" onClick={() => void home.refetch()} className={`${smallSecondaryButton} mt-3`}>
            {t("retry")}
          </button>
        </div>
      )}
      {home.data && (
        <>
          <AdvertisementPopup advertisement={home.data.advertisement} />
          <div className="grid gap-4 lg:grid-cols-2">
            <HomeHero user={home.data.user} balance={home.data.balance} />
            <AttendanceCard attendance={home.data.attendance} />
          </div>
          <EarnMenu entries={home.data.earn_menu} claimable={home.data.claimable_missions} />
          <div className="grid gap-4 lg:grid-cols-2">
            <DailyMissions missions={home.data.daily_missions} />
            <div className="space-y-4">
              <OpenSurveys surveys={home.data.surveys} open={home.data.surveys_open} />
              <InviteTeaser invite={home.data.invite} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
