import { memberTierPerks, memberTiers, memberTierThresholds, type StampCard } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

/**
 * What the member's tier at this store gives and what the next one needs: the tier's bonus on
 * every check-in, the stars still to earn with a bar, and the store's three tiers side by side so
 * the ladder is seen rather than read.
 */
export function TierPanel({ card }: { card: StampCard }) {
  const { t } = useTranslation("shop-rewards");
  const tierName = (tier: string) => t(`card.tiers.${tier}`);
  const next = card.next_tier;
  const base = card.perks.points_per_check_in - card.perks.bonus_points;
  const from = memberTierThresholds[card.tier];
  const progress = next ? Math.min(1, (card.lifetime_stars - from) / Math.max(1, next.lifetime_stars - from)) : 1;
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="tier-panel">
      <h3 className="font-semibold text-gray-900">{t("card.tier.title", { tier: tierName(card.tier) })}</h3>
      <p className="text-sm text-gray-800" data-testid="tier-perk">
        {card.perks.bonus_points > 0
          ? t("card.tier.bonus", { bonus: card.perks.bonus_points, points: card.perks.points_per_check_in })
          : t("card.tier.base", { points: card.perks.points_per_check_in })}
      </p>
      {next ? (
        <div className="space-y-1">
          <p className="text-sm text-gray-700" data-testid="tier-next">
            {t("card.tier.next", {
              count: next.stars_missing,
              tier: tierName(next.tier),
              points: next.perks.points_per_check_in,
            })}
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-gray-200"
            role="progressbar"
            aria-valuemin={from}
            aria-valuemax={next.lifetime_stars}
            aria-valuenow={card.lifetime_stars}
            aria-label={t("card.tier.progress", {
              count: card.lifetime_stars,
              total: next.lifetime_stars,
              tier: tierName(next.tier),
            })}
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-gray-700">{t("card.tier.top")}</p>
      )}
      <ol className="grid grid-cols-3 gap-2" aria-label={t("card.tier.ladder")}>
        {memberTiers.map((tier) => (
          <li
            key={tier}
            aria-current={tier === card.tier ? "true" : undefined}
            className={`min-w-0 rounded-xl border p-2 text-center text-xs ${
              tier === card.tier ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 text-gray-700"
            }`}
          >
            <span className="block font-semibold">{tierName(tier)}</span>
            <span className="block">{t("card.tier.from", { count: memberTierThresholds[tier] })}</span>
            <span className="block">
              {t("card.tier.perCheckIn", { points: base + memberTierPerks[tier].bonus_points })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
