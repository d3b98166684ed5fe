import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { isLoggedIn } from "../../../lib/session";
import type { CampaignFilter } from "../api/rewards-api";
import { CampaignList } from "../components/campaign-list";

const filters = ["active", "expired"] as const;

/** `/home/offers`: the campaigns of every store, running or ended, with the way to the coupons. */
export function OffersPage() {
  const { t } = useTranslation("shop-rewards");
  const [filter, setFilter] = useState<CampaignFilter>("active");
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{t("offers.title")}</h1>
        {isLoggedIn() && (
          <div className="flex gap-2">
            <Link to="/home/offers/coupons" className={smallSecondaryButton}>
              {t("offers.coupons")}
            </Link>
            <Link to="/home/offers/my-coupons" className={smallSecondaryButton}>
              {t("offers.myCoupons")}
            </Link>
          </div>
        )}
      </div>
      <Tabs
        label={t("offers.filterLabel")}
        value={filter}
        onValueChange={(value) => setFilter(value as CampaignFilter)}
        tabs={filters.map((value) => ({ value, label: t(`offers.filters.${value}`) }))}
      >
        {filters.map((value) => (
          <TabPanel key={value} value={value}>
            <CampaignList storeId={null} status={value} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
