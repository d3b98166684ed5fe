import type { JobProfile, ProfilePart } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The profile tab where each missing part is filled in ('avatar' on the member's own profile). */
const tabOf: Record<ProfilePart, string> = {
  name: "basic",
  avatar: "avatar",
  catch_phrase: "basic",
  description: "basic",
  address: "basic",
  hourly_pay: "basic",
  languages: "basic",
  skills: "skills",
  socials: "socials",
  achievements: "achievements",
};

const partLink = (part: ProfilePart) =>
  tabOf[part] === "avatar" ? "/home/profile" : `/home/flashjobs/profile?tab=${tabOf[part]}`;

/** How complete the worker's profile is, and a link to each part still missing. */
export function CompletenessMeter({ completeness }: { completeness: NonNullable<JobProfile["completeness"]> }) {
  const { t } = useTranslation("flashjobs");
  const { percent, missing } = completeness;
  return (
    <section aria-labelledby="completeness-title" className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="completeness-title" className="font-semibold text-gray-900">
          {t("completeness.title")}
        </h2>
        <span className="text-lg font-bold text-brand-700 tabular-nums" data-testid="completeness-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t("completeness.complete")}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-gray-700">{t("completeness.missing")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((part) => (
              <li key={part}>
                <Link
                  to={partLink(part)}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  + {t(`parts.${part}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
