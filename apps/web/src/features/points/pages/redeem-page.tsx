import { type CardKind, cardKinds } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { TabPanel, Tabs } from "../../../components/ui/tabs";
import { profileQuery } from "../../../shared/profile";
import { pointSummaryQuery } from "../api/points-api";
import { phoneCardInfoQuery } from "../api/redeem-api";
import { usePointsText } from "../components/use-points-text";
import { redeemRateOfPhone } from "../lib/redeem-market";
import { type RedeemWay, redeemWayOf } from "../lib/tabs";
import { BankTransfer } from "../redeem/bank-transfer";
import { CardRedeem } from "../redeem/card-redeem";

const panelClass = "rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-6";

function CardPanel({ kind, balance }: { kind: CardKind; balance: number }) {
  const info = useQuery(phoneCardInfoQuery);
  if (info.isPending) return <ListSkeleton ns="points" keyPrefix="list" rows={3} rowClassName="h-14 rounded-xl" />;
  if (info.isError)
    return (
      <ListFailure ns="points" keyPrefix="list" context="points" error={info.error} retry={() => void info.refetch()} />
    );
  return <CardRedeem kind={kind} info={info.data} balance={balance} />;
}

/**
 * `/home/points/redeem`: a bank transfer confirmed by a texted code, or phone and gift cards where
 * the member's market offers them. The rate is the member's market's, from their profile.
 */
export function RedeemPage() {
  const { t } = useTranslation("points");
  const pointsText = usePointsText();
  const [search, setSearch] = useSearchParams();
  const profile = useQuery(profileQuery);
  const summary = useQuery(pointSummaryQuery);
  const cardsOffered = summary.data?.enable_change_card === true;
  const way = redeemWayOf(search, cardsOffered);

  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("redeem.title")}</h1>
        {summary.data && (
          <p className="mt-1 text-gray-700" data-testid="redeem-balance">
            {t("redeem.available", { points: pointsText(summary.data.remaining) })}
          </p>
        )}
      </div>
      {summary.isPending || profile.isPending ? (
        <ListSkeleton ns="points" keyPrefix="list" rows={4} rowClassName="h-14 rounded-xl" />
      ) : summary.isError || profile.isError ? (
        <ListFailure
          ns="points"
          keyPrefix="list"
          context="points"
          error={summary.error ?? profile.error}
          retry={() => {
            void summary.refetch();
            void profile.refetch();
          }}
        />
      ) : (
        <Tabs
          label={t("redeem.ways")}
          value={way}
          onValueChange={(value) => setSearch(value === "bank_transfer" ? {} : { tab: value }, { replace: true })}
          tabs={(["bank_transfer", ...(cardsOffered ? cardKinds : [])] as RedeemWay[]).map((value) => ({
            value,
            label: t(`redeem.tabs.${value}`),
          }))}
        >
          <TabPanel value="bank_transfer" keepMounted>
            <div className={panelClass}>
              <BankTransfer
                rate={redeemRateOfPhone(profile.data.user_profile.country_code)}
                balance={summary.data.remaining}
              />
            </div>
          </TabPanel>
          {cardsOffered &&
            cardKinds.map((kind) => (
              <TabPanel key={kind} value={kind}>
                <div className={panelClass}>
                  <CardPanel kind={kind} balance={summary.data.remaining} />
                </div>
              </TabPanel>
            ))}
        </Tabs>
      )}
    </div>
  );
}
