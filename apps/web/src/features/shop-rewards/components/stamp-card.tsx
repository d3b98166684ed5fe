import { useTranslation } from "react-i18next";

/**
 * A store's stamp card: one circle per stamp of the card, the ones collected filled, with the
 * member's tier and how many stars they have in all.
 */
export function StampCard({
  storeName,
  stars,
  cardSize,
  tier,
}: {
  storeName: string;
  /** Stars the member holds at this store. */
  stars: number;
  /** Stamps on one card. */
  cardSize: number;
  tier: string | null;
}) {
  const { t } = useTranslation("shop-rewards");
  const size = Math.max(1, cardSize);
  // A full card shows full until a star past it starts the next one.
  const onCard = stars === 0 ? 0 : ((stars - 1) % size) + 1;
  const slots = Array.from({ length: size }, (_, index) => index < onCard);
  return (
    <section
      aria-label={t("card.label", { name: storeName })}
      data-testid="stamp-card"
      className="space-y-3 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{storeName}</p>
          <p className="text-sm text-white/85" data-testid="stamp-count">
            {t("card.stars", { count: stars })}
          </p>
        </div>
        {tier && (
          <span className="shrink-0 rounded-full bg-white/20 px-3 py-1 text-xs font-bold uppercase" data-testid="tier">
            {t(`card.tiers.${tier}`, { defaultValue: tier })}
          </span>
        )}
      </div>
      <ol className="grid max-w-sm grid-cols-5 gap-2" aria-label={t("card.stamps", { count: onCard, total: size })}>
        {slots.map((filled, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions on the card
            key={index}
            aria-hidden="true"
            className={`flex aspect-square items-center justify-center rounded-full border-2 border-white/70 text-lg ${filled ? "bg-white text-brand-700" : ""}`}
          >
            {filled ? "★" : index + 1}
          </li>
        ))}
      </ol>
    </section>
  );
}
