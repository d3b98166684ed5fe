import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton, textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { isLoggedIn } from "../../../lib/session";
import { couponShortPageSize, stampCardQuery } from "../api/rewards-api";
import { CampaignList } from "./campaign-list";
import { CouponList } from "./coupon-list";
import { StampCard } from "./stamp-card";
import { TierPanel } from "./tier-panel";

function SignInFirst() {
  const { t } = useTranslation("shop-rewards");
  return (
    <p className="rounded-xl bg-white p-4 text-gray-700">
      {t("signInToUse")}{" "}
      <Link to="/sign-in" className={textLink}>
        {t("signIn")}
      </Link>
    </p>
  );
}

/** A store page's member-card tab: the stamp card, the tier, the next reward and the star history. */
export function StoreMemberCardTab({ storeId }: { storeId: string }) {
  const { t } = useTranslation("shop-rewards");
  const signedIn = isLoggedIn();
  const query = useQuery({ ...stampCardQuery(storeId), enabled: signedIn });
  if (!signedIn) return <SignInFirst />;
  if (!query.data) return <ListState ns="shop-rewards" query={query} empty={false} rows={1} />;
  const card = query.data;
  return (
    <div className="space-y-3">
      <StampCard storeName={card.store_name} stars={card.stamps} cardSize={card.card_size} tier={card.tier} />
      <p className="text-sm text-gray-700" data-testid="card-stars">
        {t("card.balance", { count: card.stars })}
      </p>
      {card.next_reward && (
        <p className="text-sm text-gray-700">
          {card.next_reward.stars_missing > 0
            ? t("card.nextReward", { count: card.next_reward.stars_missing, title: card.next_reward.title })
            : t("card.rewardReady", { title: card.next_reward.title })}
        </p>
      )}
      <TierPanel card={card} />
      <Link
        to={`/home/shops/history-member?storeId=${encodeURIComponent(storeId)}`}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        {t("card.history")}
      </Link>
    </div>
  );
}

/** A store page's campaign tab, and the way to the store's own campaign screen. */
export function StoreCampaignTab({ storeId }: { storeId: string }) {
  const { t } = useTranslation("shop-rewards");
  return (
    <div className="space-y-3">
      <CampaignList storeId={storeId} underStore />
      <Link to={`/home/shops/search/${encodeURIComponent(storeId)}/campaign`} className={textLink}>
        {t("campaign.allOfStore")}
      </Link>
    </div>
  );
}

/** A store page's coupon tab (the ones to use), and the way to every coupon of the store by status. */
export function StoreCouponTab({ storeId }: { storeId: string }) {
  const { t } = useTranslation("shop-rewards");
  if (!isLoggedIn()) return <SignInFirst />;
  return (
    <div className="space-y-3">
      <CouponList tab="received" storeId={storeId} underStore limit={couponShortPageSize} />
      <Link to={`/home/shops/coupon?store=${encodeURIComponent(storeId)}`} className={textLink}>
        {t("coupon.allHere")}
      </Link>
    </div>
  );
}
