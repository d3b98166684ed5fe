import type { CheckInResult } from "@rewards/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ensureSignedIn } from "../../../lib/require-login";
import { checkInParams, LazyQrScanner } from "../../../shared/qr-scanner";
import { useRefusalText } from "../../../shared/refusals";
import { askDeviceLocation } from "../../../shared/stores";
import { checkIn } from "../api/rewards-api";
import { type CheckInRefusalDetail, checkInRefusalDetail } from "../lib/check-in-refusal";

type Stage =
  | { name: "idle" }
  | { name: "locating" }
  | { name: "sending" }
  | { name: "done"; result: CheckInResult }
  | { name: "failed"; key: string; noPlace?: boolean }
  | { name: "refused"; error: unknown; detail: CheckInRefusalDetail | null };

/**
 * `/home/shops/check-in`: with a store's code in the address (`?store_id&token`, what the
 * scanner or a phone's own camera opens) it checks in at once, with the member's place; without
 * one it offers the scanner. Shows the result: stars, points and the server's message.
 */
export function CheckInPage() {
  const { t } = useTranslation("shop-rewards");
  const refusalText = useRefusalText({ failed: t("checkIn.errors.failed") });
  const [params] = useSearchParams();
  const code = checkInParams(params);
  const [stage, setStage] = useState<Stage>({ name: "idle" });
  const [scanning, setScanning] = useState(false);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code) return;
    const key = `${code.storeId}:${code.token}`;
    if (sent.current === key) return;
    sent.current = key;
    if (
      !ensureSignedIn(() =>
        window.location.assign(
          `/sign-in?next=${encodeURIComponent(window.location.pathname + window.location.search)}`,
        ),
      )
    )
      return;
    setStage({ name: "locating" });
    askDeviceLocation()
      .then(
        async (place) => {
          setStage({ name: "sending" });
          try {
            setStage({ name: "done", result: await checkIn(code.storeId, code.token, place) });
          } catch (error) {
            setStage({ name: "refused", error, detail: checkInRefusalDetail(error) });
          }
        },
        () => setStage({ name: "failed", key: "checkIn.needPlace", noPlace: true }),
      )
      .catch(() => setStage({ name: "failed", key: "checkIn.errors.failed" }));
  }, [code]);

  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("checkIn.title")}</h1>
      {(stage.name === "locating" || stage.name === "sending") && (
        <p role="status" className="rounded-2xl bg-white p-4 text-gray-700">
          {stage.name === "locating" ? t("checkIn.locating") : t("checkIn.sending")}
        </p>
      )}
      {stage.name === "done" && <CheckInDone result={stage.result} />}
      {(stage.name === "failed" || stage.name === "refused") && (
        <div role="alert" className="space-y-2 rounded-2xl bg-red-50 p-4 text-red-800" data-testid="checkin-error">
          <p>{stage.name === "failed" ? t(stage.key) : refusalText(stage.error)}</p>
          {stage.name === "refused" && stage.detail && <RefusalDetail detail={stage.detail} />}
        </div>
      )}
      {!code && stage.name === "idle" && <p className="text-gray-700">{t("checkIn.intro")}</p>}
      <button
        type="button"
        className={`${stage.name === "done" ? secondaryButton : primaryButton} w-full`}
        onClick={() => setScanning(true)}
      >
        {t("checkIn.scan")}
      </button>
      <LazyQrScanner open={scanning} onClose={() => setScanning(false)} />
    </div>
  );
}

function CheckInDone({ result }: { result: CheckInResult }) {
  const { t } = useTranslation("shop-rewards");
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 text-center shadow-sm" data-testid="checkin-result">
      <p className="text-4xl" aria-hidden="true">
        ★
      </p>
      <h2 className="text-xl font-bold text-gray-900">{t("checkIn.done")}</h2>
      <p className="text-gray-800" data-testid="checkin-earned">
        {t("checkIn.earned", { star: result.star, point: result.point })}
      </p>
      <p className="text-sm text-gray-600">{t("checkIn.total", { count: result.stars })}</p>
      <Link
        to={`/home/shops/search/${encodeURIComponent(result.store_id)}?tab=memberCard`}
        className={`${primaryButton} w-full`}
      >
        {t("checkIn.seeCard")}
      </Link>
    </section>
  );
}

/** How far the phone says it is against the store's radius, or the store's hours today. */
function RefusalDetail({ detail }: { detail: CheckInRefusalDetail }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const length = (metres: number) =>
    metres < 1000
      ? t("checkIn.metres", { count: Math.round(metres) })
      : t("checkIn.kilometres", {
          value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(metres / 1000),
        });
  if (detail.kind === "too_far") {
    return (
      <p className="text-sm" data-testid="checkin-distance">
        {t("checkIn.tooFarDetail", { distance: length(detail.distanceMetres), radius: length(detail.radiusMetres) })}
      </p>
    );
  }
  return (
    <p className="text-sm" data-testid="checkin-hours">
      {detail.hoursToday.length === 0
        ? t("checkIn.closedToday")
        : t("checkIn.hoursToday", {
            hours: detail.hoursToday.map((range) => `${range.opens}–${range.closes}`).join(", "),
          })}
    </p>
  );
}
