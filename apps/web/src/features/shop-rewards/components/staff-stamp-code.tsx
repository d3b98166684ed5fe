import type { StaffStampRequest } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { useRefusalText } from "../../../shared/refusals";
import { askStaffStamp, refreshRewards, staffStampQuery } from "../api/rewards-api";

/**
 * The way past a refused place: the member asks for a one-time code, shows it at the counter, and
 * the staff confirm it in their console. The screen follows the code until it is confirmed (then
 * the stamp shows) or lapses (then a new one can be asked for).
 */
export function StaffStampCode({ storeId, distanceMetres }: { storeId: string; distanceMetres: number | null }) {
  const { t } = useTranslation("shop-rewards");
  const [asked, setAsked] = useState<StaffStampRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refusalText = useRefusalText({ failed: t("checkIn.errors.failed") });

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setAsked(await askStaffStamp(storeId, distanceMetres));
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  if (!asked) {
    return (
      <section className="space-y-2 rounded-2xl bg-white p-4 shadow-sm" data-testid="staff-stamp-offer">
        <h2 className="font-semibold text-gray-900">{t("staffStamp.title")}</h2>
        <p className="text-sm text-gray-700">{t("staffStamp.explain")}</p>
        <button type="button" className={`${primaryButton} w-full`} onClick={() => void ask()} disabled={busy}>
          {t("staffStamp.ask")}
        </button>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
      </section>
    );
  }
  return <WaitingCode asked={asked} onAgain={() => void ask()} busy={busy} />;
}

function WaitingCode({ asked, onAgain, busy }: { asked: StaffStampRequest; onAgain: () => void; busy: boolean }) {
  const { t } = useTranslation("shop-rewards");
  const query = useQuery(staffStampQuery(asked.id));
  const state = query.data ?? asked;
  const secondsLeft = useSecondsUntil(asked.expires_at);
  const expired = state.status === "expired" || (state.status === "pending" && secondsLeft === 0);
  useEffect(() => {
    if (state.status === "confirmed") void refreshRewards();
  }, [state.status]);

  if (state.status === "confirmed") {
    return (
      <section className="space-y-3 rounded-2xl bg-white p-5 text-center shadow-sm" data-testid="staff-stamp-done">
        <p className="text-4xl" aria-hidden="true">
          ★
        </p>
        <h2 className="text-xl font-bold text-gray-900">{t("staffStamp.done")}</h2>
        {state.check_in && (
          <p className="text-gray-800">
            {t("checkIn.earned", { star: state.check_in.star, point: state.check_in.point })}
          </p>
        )}
        <Link
          to={`/home/shops/search/${encodeURIComponent(state.store_id)}?tab=memberCard`}
          className={`${primaryButton} w-full`}
        >
          {t("checkIn.seeCard")}
        </Link>
      </section>
    );
  }
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 text-center shadow-sm" data-testid="staff-stamp-code">
      <h2 className="font-semibold text-gray-900">{t("staffStamp.show")}</h2>
      <p
        className={`font-mono text-4xl font-bold tracking-[0.3em] ${expired ? "text-gray-400 line-through" : "text-brand-800"}`}
        data-testid="staff-stamp-digits"
      >
        <span aria-hidden="true">{asked.code}</span>
        <span className="sr-only">{t("staffStamp.codeLabel", { code: (asked.code ?? "").split("").join(" ") })}</span>
      </p>
      {expired ? (
        <>
          <p className="text-sm text-gray-700">{t("staffStamp.expired")}</p>
          <button type="button" className={`${secondaryButton} w-full`} onClick={onAgain} disabled={busy}>
            {t("staffStamp.again")}
          </button>
        </>
      ) : (
        <p className="text-sm text-gray-700" role="status">
          {t("staffStamp.waiting", { minutes: Math.ceil(secondsLeft / 60) })}
        </p>
      )}
    </section>
  );
}

/** Seconds until `iso`, ticking each second (0 once past). */
const secondsUntil = (iso: string) => Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000));

function useSecondsUntil(iso: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    setSeconds(secondsUntil(iso));
    const timer = window.setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}
