import type { HomeData } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPoints } from "../../../lib/format";
import { numberFormat } from "../../../lib/number-format";

const heroLink =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 " +
  "shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The greeting with the member's level, the balance and its local value, and the ways onward. */
export function HomeHero({ user, balance }: { user: HomeData["user"]; balance: HomeData["balance"] }) {
  const { t, i18n } = useTranslation("home");
  const worth = numberFormat(i18n.language, {
    style: "currency",
    currency: balance.remaining_local.currency,
    maximumFractionDigits: 0,
  }).format(balance.remaining_local.amount);
  return (
    <section
      aria-labelledby="home-title"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="home-title" className="min-w-0 text-xl font-bold break-words">
          {user.name ? t("hero.greeting", { name: user.name }) : t("hero.greetingAnonymous")}
        </h1>
        <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold" data-testid="home-level">
          {t("hero.level", { level: user.user_level })}
        </span>
      </div>
      <p className="mt-3 text-sm text-brand-50">{t("hero.balance")}</p>
      <p className="text-4xl font-bold tracking-tight tabular-nums" data-testid="home-balance">
        {formatPoints(balance.remaining, i18n.language)}
        <span className="ml-2 text-lg font-semibold">{t("hero.unit")}</span>
      </p>
      <p className="text-sm text-brand-50">{t("hero.worth", { amount: worth })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/home/points" className={heroLink}>
          {t("hero.points")}
        </Link>
        <Link to="/home/earn-point" className={heroLink}>
          {t("hero.earn")}
        </Link>
      </div>
    </section>
  );
}
