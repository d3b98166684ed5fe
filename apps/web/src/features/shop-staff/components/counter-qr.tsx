import type { StaffCheckInQr } from "@rewards/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { QrPicture } from "../../../components/ui/qr-picture";
import { fetchCheckInQr } from "../api/staff-api";

/** Seconds until `at` by the server's clock (this device's plus `offset`). */
const secondsUntil = (at: string, offset: number, now: number) =>
  Math.max(0, Math.ceil((Date.parse(at) - (now + offset)) / 1000));

/**
 * The store's rotating check-in QR for a counter screen: fetched again when the server says
 * (`refresh_at`, every 30 seconds), with the seconds left shown; full screen on a tablet.
 */
export function CounterQr({ storeId, storeName }: { storeId: string; storeName: string }) {
  const { t } = useTranslation("shop-staff");
  const [qr, setQr] = useState<{ value: StaffCheckInQr; offset: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [full, setFull] = useState(false);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    const controller = new AbortController();
    let timer = 0;
    const load = async () => {
      try {
        const { qr: value } = await fetchCheckInQr(storeId, controller.signal);
        setQr({ value, offset: 0 });
        setFailed(false);
        // The answer carries no server clock: wait for refresh_at by this device's, within one period,
        // so a device clock that is off cannot stop the rotation or make it spin.
        const wait = Date.parse(value.refresh_at) - Date.now();
        timer = window.setTimeout(load, Math.min(value.period_seconds * 1000, Math.max(1000, wait + 100)));
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
        timer = window.setTimeout(load, 5000);
      }
    };
    void load();
    const tick = window.setInterval(() => setNow(Date.now()), 500);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [storeId]);

  const body = qr ? (
    <div className="flex flex-col items-center gap-3">
      <QrPicture value={qr.value.qr_text} label={t("counter.qrLabel", { name: storeName })} size={full ? 420 : 220} />
      <p className="text-sm text-gray-700" data-testid="counter-countdown">
        {t("counter.changesIn", { count: secondsUntil(qr.value.refresh_at, qr.offset, now) })}
      </p>
    </div>
  ) : (
    <p role="status" className="text-center text-gray-600">
      {t("loading")}
    </p>
  );

  if (full) {
    return (
      <div
        className="fixed inset-0 z-[99999] flex flex-col items-center justify-center gap-6 bg-white p-6"
        data-testid="counter-full"
      >
        <h2 className="text-center text-3xl font-bold text-gray-900">{storeName}</h2>
        <p className="text-center text-xl text-gray-800">{t("counter.scanToCheckIn")}</p>
        {body}
        <button type="button" className={secondaryButton} onClick={() => setFull(false)}>
          {t("counter.exitFull")}
        </button>
      </div>
    );
  }
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="counter-qr">
      <h2 className="font-semibold text-gray-900">{t("counter.title")}</h2>
      <p className="text-sm text-gray-700">{t("counter.explain")}</p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("counter.failed")}
        </p>
      )}
      {body}
      <button type="button" className={`${primaryButton} w-full`} onClick={() => setFull(true)}>
        {t("counter.full")}
      </button>
    </section>
  );
}
