import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { InviteeList } from "../../../shared/invitations";
import { BalanceCard } from "../components/balance-card";
import { EntriesTab } from "../components/entries-tab";
import { ExchangesTab } from "../components/exchanges-tab";
import { HistoryTab } from "../components/history-tab";
import { type HistoryFilters, historyFiltersOf, pointsTabOf, pointsTabs } from "../lib/tabs";

/**
 * `/home/points`: the balance, and the history, earnings, exchanges and invitations. The open tab
 * and the filters live in the address, so coming back from an entry's detail finds them as they were.
 */
export function PointsPage() {
  const { t } = useTranslation("points");
  const [search, setSearch] = useSearchParams();
  const tab = pointsTabOf(search);

  const change = (next: Record<string, string>) => {
    const merged = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value === "all" || (key === "tab" && value === "history")) merged.delete(key);
      else merged.set(key, value);
    }
    setSearch(merged, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("page.title")}</h1>
      <BalanceCard />
      <Tabs
        label={t("tabs.label")}
        value={tab}
        onValueChange={(value) => change({ tab: value })}
        tabs={pointsTabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      >
        <TabPanel value="history">
          <HistoryTab
            filters={historyFiltersOf(search)}
            onFiltersChange={(filters: HistoryFilters) => change(filters)}
          />
        </TabPanel>
        <TabPanel value="earnings">
          <EntriesTab />
        </TabPanel>
        <TabPanel value="exchanges">
          <ExchangesTab />
        </TabPanel>
        <TabPanel value="invitations">
          <InviteeList />
        </TabPanel>
      </Tabs>
    </div>
  );
}
