import type { JobProfile } from "@rewards/contracts";
import { skillLevels, socialTypes } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { categoriesQuery, flashProfileQuery } from "../../../shared/job-profiles";
import { BasicTab } from "../components/basic-tab";
import { CompletenessMeter } from "../components/completeness-meter";
import { type ListField, ListTab } from "../components/list-tab";
import { VerificationCard } from "../components/verification-card";

const tabs = ["basic", "portfolio", "skills", "socials", "achievements"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * `/home/flashjobs/profile`: the worker profile's tabs (basic, portfolio, skills, socials,
 * achievements) under the completeness meter, and the ID verification below them. Before the profile exists only the basic tab shows: saving it creates the
 * profile, and the other tabs open.
 */
export function JobProfilePage() {
  const { t } = useTranslation("flashjobs");
  const [search, setSearch] = useSearchParams();
  const profile = useQuery(flashProfileQuery);
  const asked = search.get("tab");
  const data = profile.data ?? null;
  const tab: Tab = data?.status && isTab(asked) ? asked : "basic";
  const open = (next: string) => setSearch(next === "basic" ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">
          {data?.status ? t("editor.title") : t("editor.createTitle")}
        </h1>
        {data?.status && (
          <p className="text-sm">
            <Link to={`/home/flashjobs/${data.id}`} className="font-semibold text-brand-700 underline">
              {t("entry.preview")}
            </Link>
          </p>
        )}
      </header>
      <ListState ns="flashjobs" rows={1} rowClassName="h-64 rounded-2xl" empty={false} query={profile} />
      {profile.isSuccess && (
        <>
          {data?.completeness && <CompletenessMeter completeness={data.completeness} />}
          <div className="rounded-2xl border border-gray-100 bg-white px-4 pb-5 shadow-sm sm:px-6">
            {data?.status ? (
              <Tabs
                label={t("editor.tabs")}
                value={tab}
                onValueChange={open}
                tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
              >
                <TabPanel value="basic">
                  <BasicTab profile={data} onCreated={() => undefined} />
                </TabPanel>
                <TabPanel value="portfolio">
                  <PortfolioTab profile={data} />
                </TabPanel>
                <TabPanel value="skills">
                  <SkillsTab profile={data} />
                </TabPanel>
                <TabPanel value="socials">
                  <SocialsTab profile={data} />
                </TabPanel>
                <TabPanel value="achievements">
                  <AchievementsTab profile={data} />
                </TabPanel>
              </Tabs>
            ) : (
              <CreateForm />
            )}
          </div>
          {data?.status && <VerificationCard />}
        </>
      )}
    </div>
  );
}

function CreateForm() {
  const { t } = useTranslation("flashjobs");
  const navigate = useNavigate();
  return (
    <div className="pt-5">
      <p className="mb-4 text-gray-700">{t("editor.createLead")}</p>
      <BasicTab profile={null} onCreated={() => navigate("/home/flashjobs/profile?tab=skills", { replace: true })} />
    </div>
  );
}

function SkillsTab({ profile }: { profile: JobProfile }) {
  const { t, i18n } = useTranslation("flashjobs");
  const categories = useQuery(categoriesQuery(i18n.language));
  const load = useCallback(
    (locale: string) => import("../forms/profile-forms").then((forms) => forms.skillsForm(locale)),
    [],
  );
  if (categories.isPending) return <div className="h-32 animate-pulse rounded-xl bg-gray-100" />;
  const fields: ListField[] = [
    { name: "name", kind: "text", maxLength: 80 },
    {
      name: "category_id",
      kind: "select",
      options: [
        { value: "", label: t("skills.noCategory") },
        ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
      ],
    },
    { name: "experience_years", kind: "number" },
    {
      name: "level",
      kind: "select",
      options: skillLevels.map((level) => ({ value: level, label: t(`skills.levels.${level}`) })),
    },
  ];
  return (
    <ListTab
      list="skills"
      fields={fields}
      rows={profile.skills.map((skill) => ({
        name: skill.name,
        category_id: skill.category_id ?? "",
        experience_years: String(skill.experience_years),
        level: skill.level,
      }))}
      emptyRow={{ name: "", category_id: "", experience_years: "1", level: "beginner" }}
      loadSchema={load}
    />
  );
}

function SocialsTab({ profile }: { profile: JobProfile }) {
  const { t } = useTranslation("flashjobs");
  const load = useCallback(
    (locale: string) => import("../forms/profile-forms").then((forms) => forms.socialsForm(locale)),
    [],
  );
  const fields: ListField[] = [
    {
      name: "type",
      kind: "select",
      options: socialTypes.map((type) => ({ value: type, label: t(`socials.types.${type}`) })),
    },
    { name: "username", kind: "text", maxLength: 100 },
    { name: "channel_url", kind: "url", maxLength: 300 },
    { name: "followers", kind: "number" },
  ];
  return (
    <ListTab
      list="socials"
      fields={fields}
      rows={profile.socials.map((social) => ({
        type: social.type,
        username: social.username,
        channel_url: social.channel_url,
        followers: String(social.followers),
      }))}
      emptyRow={{ type: "facebook", username: "", channel_url: "", followers: "0" }}
      loadSchema={load}
    />
  );
}

function AchievementsTab({ profile }: { profile: JobProfile }) {
  const load = useCallback(() => import("../forms/profile-forms").then((forms) => forms.achievementsForm()), []);
  return (
    <ListTab
      list="achievements"
      fields={[
        { name: "title", kind: "text", maxLength: 120 },
        { name: "detail", kind: "textarea", maxLength: 2000 },
      ]}
      rows={profile.achievements.map((item) => ({ title: item.title, detail: item.detail }))}
      emptyRow={{ title: "", detail: "" }}
      loadSchema={load}
    />
  );
}

/** The portfolio at a glance: how many works and whether a video is there, and the way to edit them. */
function PortfolioTab({ profile }: { profile: JobProfile }) {
  const { t } = useTranslation("flashjobs");
  const images = profile.portfolio.flatMap((item) => item.images).slice(0, 6);
  return (
    <div className="space-y-3">
      <p className="text-gray-700">
        {t("portfolio.summary", { count: profile.portfolio.length })}{" "}
        {profile.video ? t("portfolio.hasVideo") : t("portfolio.noVideo")}
      </p>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {images.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt="" loading="lazy" className="aspect-square w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      )}
      <Link to="/home/flashjobs/profile/portfolio" className={secondaryButton}>
        {t("portfolio.manage")}
      </Link>
    </div>
  );
}
