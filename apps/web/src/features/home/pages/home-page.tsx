import type { HomeData, HomeSection } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { AdvertisementPopup } from "../../../shared/advertisements";
import { homeQuery } from "../api/home-api";
import { AttendanceCard } from "../components/attendance-card";
import { DailyMissions } from "../components/daily-missions";
import { EarnMenu } from "../components/earn-menu";
import { HomeHero } from "../components/home-hero";
import { HomeSkeleton } from "../components/home-skeleton";
import { InviteTeaser } from "../components/invite-teaser";
import { OpenSurveys } from "../components/open-surveys";
import { homeRows } from "../lib/home-layout";

function Section({ section, home }: { section: HomeSection; home: HomeData }) {
  switch (section) {
    case "hero":
      return <HomeHero user={home.user} balance={home.balance} />;
    case "attendance":
      return <AttendanceCard attendance={home.attendance} />;
    case "earn_menu":
      return <EarnMenu entries={home.earn_menu} claimable={home.claimable_missions} />;
    case "daily_missions":
      return <DailyMissions missions={home.daily_missions} />;
    case "surveys":
      return <OpenSurveys surveys={home.surveys} open={home.surveys_open} />;
    case "invite":
      return <InviteTeaser invite={home.invite} />;
  }
}

/**
 * `/home`: the member's dashboard from one `GET home`: balance and level, today's check-in, the
 * earning menu, today's daily missions, surveys open to them, and their invite code, shown in the
 * order (and only the sections) the answer's `home_config` gives for the member's market.
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
      {home.data && !home.isError && (
        <>
          <AdvertisementPopup advertisement={home.data.advertisement} />
          {homeRows(home.data.home_config.sections).map((row) => (
            <div key={row.join("+")} className={row.length === 2 ? "grid gap-4 lg:grid-cols-2" : undefined}>
              {row.map((section) => (
                <Section key={section} section={section} home={home.data} />
              ))}
            </div>
          ))}
        </>
      )}
    </div>
  );
}
