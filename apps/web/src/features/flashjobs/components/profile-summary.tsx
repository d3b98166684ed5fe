import type { JobProfile } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatPoints } from "../../../lib/format";
import { ProfileAvatar } from "./profile-avatar";
import { Rating } from "./rating";
import { VerifiedBadges } from "./verified-badges";

/** Who the worker is at a glance: picture, name, catch phrase, rating, badges and rate. */
export function ProfileSummary({ profile, headingLevel = 1 }: { profile: JobProfile; headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation("flashjobs");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex items-start gap-4">
      <ProfileAvatar name={profile.name} avatar={profile.avatar} size={72} />
      <div className="min-w-0 flex-1 space-y-1.5">
        <Heading className="truncate text-xl font-bold text-gray-900" data-testid="job-profile-name">
          {profile.company?.name ?? profile.name}
        </Heading>
        {profile.catch_phrase && <p className="text-gray-700">{profile.catch_phrase}</p>}
        <Rating rate={profile.rate} count={profile.review_count} />
        <VerifiedBadges verified={profile.verified} />
        <p className="text-sm text-gray-700">
          {profile.hourly_pay > 0 && (
            <span className="mr-3 font-semibold text-gray-900">
              {t("summary.hourly", { points: formatPoints(profile.hourly_pay, i18n.language) })}
            </span>
          )}
          {profile.list_exprerience_years > 0 && t("summary.years", { count: profile.list_exprerience_years })}
        </p>
      </div>
    </div>
  );
}
