import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { ClientEntry, flashProfileQuery } from "../../../shared/job-profiles";
import { CompletenessMeter } from "../components/completeness-meter";
import { ProfileSummary } from "../components/profile-summary";
import { ProfileTypeSwitch } from "../components/profile-type-switch";

/**
 * `/home/flashjobs`: the marketplace's entry. Without a profile it says what a worker profile is
 * for and leads to creating one; with one it shows the profile at a glance, what it still lacks,
 * and the ways to show it to clients. Below, a client's way to their job posts (or to become one).
 */
export function FlashJobsPage() {
  const { t } = useTranslation("flashjobs");
  const profile = useQuery(flashProfileQuery);

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t("entry.title")}</h1>
        <ProfileTypeSwitch />
      </div>
      <ListState ns="flashjobs" rows={1} rowClassName="h-64 rounded-2xl" empty={false} query={profile} />
      {profile.isSuccess && !profile.data?.status && <CreateProfile />}
      {profile.data?.status && (
        <>
          <section className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
            <ProfileSummary profile={profile.data} headingLevel={2} />
            <div className="mt-5 grid gap-2 sm:grid-cols-3">
              <Link to="/home/flashjobs/profile" className={primaryButton}>
                {t("entry.edit")}
              </Link>
              <Link to={`/home/flashjobs/${profile.data.id}`} className={secondaryButton}>
                {t("entry.preview")}
              </Link>
              <Link to="/home/flashjobs/profile/bussiness-card" className={secondaryButton}>
                {t("entry.card")}
              </Link>
            </div>
          </section>
          {profile.data.completeness && <CompletenessMeter completeness={profile.data.completeness} />}
          <section className="rounded-2xl bg-brand-50 p-5 text-brand-900">
            <h2 className="font-semibold">{t("entry.jobsTitle")}</h2>
            <p className="mt-1 text-sm">{t("entry.jobsLead")}</p>
            <div className="mt-4 grid gap-2 sm:grid-cols-3">
              <Link to="/home/flashjobs/jobs" className={primaryButton}>
                {t("entry.findJobs")}
              </Link>
              <Link to="/home/flashjobs/applied" className={secondaryButton}>
                {t("entry.appliedJobs")}
              </Link>
              <Link to="/home/flashjobs/favorite" className={secondaryButton}>
                {t("entry.savedJobs")}
              </Link>
            </div>
          </section>
        </>
      )}
      {/* Hiring needs a client profile, not a worker one: every member may start here. */}
      {profile.isSuccess && <ClientEntry />}
    </div>
  );
}

/** What a member without a profile sees: why to make one, what it takes, and the button. */
function CreateProfile() {
  const { t } = useTranslation("flashjobs");
  return (
    <section
      aria-labelledby="create-title"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-8"
      data-testid="create-job-profile"
    >
      <h2 id="create-title" className="text-xl font-bold text-gray-900">
        {t("create.title")}
      </h2>
      <p className="mt-2 text-gray-700">{t("create.lead")}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-gray-700">
        <li>{t("create.step1")}</li>
        <li>{t("create.step2")}</li>
        <li>{t("create.step3")}</li>
      </ol>
      <Link to="/home/flashjobs/profile" className={`${primaryButton} mt-6 w-full sm:w-auto`}>
        {t("create.button")}
      </Link>
    </section>
  );
}
