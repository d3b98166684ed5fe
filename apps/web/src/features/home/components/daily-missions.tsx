import type { MissionItem } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { MissionCard, useClaim } from "../../../shared/missions";

/** Today's daily missions at their current step, claimable right here. */
export function DailyMissions({ missions }: { missions: MissionItem[] }) {
  const { t } = useTranslation("home");
  const claim = useClaim();
  return (
    <Card
      id="home-daily-missions"
      title={t("missions.title")}
      action={
        <Link to="/home/mission?tab=daily" className={`${textLink} text-sm`}>
          {t("missions.all")}
        </Link>
      }
    >
      {missions.length === 0 ? (
        <p className="text-gray-600">{t("missions.none")}</p>
      ) : (
        <div className="space-y-3">
          {missions.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              onClaim={(id) => claim.mutate(id)}
              claiming={claim.isPending && claim.variables === mission.sub_mission.id}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
