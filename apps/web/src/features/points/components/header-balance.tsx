import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoinIcon } from "../../../components/ui/icons";
import { isLoggedIn } from "../../../lib/session";
import { pointSummaryQuery } from "../api/points-api";
import { formatCompactPoints, formatPoints } from "../lib/format";

/**
 * The balance wherever the layout shows it. Its copy is the shell's (`nav.`), so the header does
 * not wait for the points catalog; without an answer it shows nothing rather than a wrong number.
 */
function useBalance(): number | null {
  const { data } = useQuery({ ...pointSummaryQuery, enabled: isLoggedIn(), retry: false });
  return data ? data.remaining : null;
}

/** The desktop header's balance, beside the avatar menu, opening the points screen. */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  if (balance === null) return null;
  const points = formatPoints(balance, i18n.language);
  return (
    <Link
      to="/home/points"
      aria-label={t("nav.balanceLabel", { points })}
      data-testid="header-balance"
      className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <CoinIcon width={18} height={18} />
      <span className="tabular-nums">{points}</span>
    </Link>
  );
}

/** The bottom bar's points entry: a short balance for its badge and the full one for its name. */
export function useBalanceBadge(): { badge: string; label: string } | null {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  if (balance === null) return null;
  return {
    badge: formatCompactPoints(balance, i18n.language),
    label: t("nav.balanceLabel", { points: formatPoints(balance, i18n.language) }),
  };
}
