import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QrPicture } from "../../../components/ui/qr-picture";
import { groupCode, type LiveWindow, liveState } from "../lib/live-code";

/** Ticks every quarter second: the clock and the countdown move, so a screenshot is visibly stale. */
export function useNow(offset: number, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), intervalMs);
    return () => window.clearInterval(timer);
  }, [offset, intervalMs]);
  return now;
}

/**
 * The coupon's live code for staff to confirm: the code (and its QR), the running clock to the
 * second and a ring counting down to the next code. `window` is the current code from the server.
 */
export function LiveCode({ window: live, offset }: { window: LiveWindow; offset: number }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const now = useNow(offset);
  const state = liveState(live, now);
  const clock = new Date(now).toLocaleTimeString(i18n.language, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const radius = 18;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="live-code">
      <QrPicture value={live.code} label={t("coupon.qrLabel")} size={180} />
      <p
        className={`whitespace-nowrap font-mono text-2xl font-bold tracking-wider sm:text-3xl sm:tracking-widest ${state.expired ? "text-gray-400" : "text-gray-900"}`}
        data-testid="live-code-value"
        aria-live="polite"
      >
        {groupCode(live.code)}
      </p>
      <div className="flex items-center gap-3 text-sm text-gray-700">
        <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" className="-rotate-90">
          <circle cx="22" cy="22" r={radius} fill="none" stroke="#e5e7eb" strokeWidth="4" />
          <circle
            cx="22"
            cy="22"
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - state.fraction)}
            className="text-brand-600 transition-[stroke-dashoffset] duration-200"
          />
        </svg>
        <div>
          <p data-testid="live-clock" className="font-mono text-base font-semibold text-gray-900">
            {clock}
          </p>
          <p data-testid="live-countdown">
            {state.expired ? t("coupon.renewing") : t("coupon.changesIn", { count: state.secondsLeft })}
          </p>
        </div>
      </div>
    </div>
  );
}
