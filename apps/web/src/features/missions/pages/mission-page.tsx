import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { checkMissionsQuery } from "../api/missions-api";
import { ActiveTab } from "../components/active-tab";
import { CompletedTab } from "../components/completed-tab";
import { missionTabOf, missionTabs } from "../lib/tabs";

/**
 * `/home/mission`: level-up and daily missions at their current step, and the completed steps,
 * with the claim. The open tab is in the address (`?tab=daily`), so the earning list links to it.
 */
export function MissionPage() {
  const { t } = useTranslation(["missions", "shared/refusals"]);
  const [search, setSearch] = useSearchParams();
  const tab = missionTabOf(search);
  const check = useQuery({ ...checkMissionsQuery, retry: false });
  const waiting = check.data?.count ?? 0;

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t("page.title")}</h1>
        <p className="mt-1 text-gray-700">{t("page.lead")}</p>
        {check.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {t("codes.mission_check_failed", { ns: "shared/refusals" })}
          </p>
        )}
        {waiting > 0 && (
          <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="missions-waiting">
            {t("page.waiting", { count: waiting })}
          </p>
        )}
      </header>
      <Tabs
        label={t("tabs.label")}
        value={tab}
        onValueChange={(value) => setSearch(value === "levelUp" ? {} : { tab: value }, { replace: true })}
        tabs={missionTabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      >
        <TabPanel value="levelUp">{tab === "levelUp" && <ActiveTab type="levelUp" />}</TabPanel>
        <TabPanel value="daily">{tab === "daily" && <ActiveTab type="daily" />}</TabPanel>
        <TabPanel value="completed">{tab === "completed" && <CompletedTab />}</TabPanel>
      </Tabs>
    </div>
  );
}
