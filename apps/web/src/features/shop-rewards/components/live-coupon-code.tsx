import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { couponQuery, fetchLiveCode } from "../api/rewards-api";
import { clockOffset, type LiveWindow, refreshDelay } from "../lib/live-code";
import { LiveCode } from "./live-code";

/**
 * Keeps the coupon's live code current: asks for it, shows it counting down, asks again as it
 * expires. When the server says the coupon is no longer usable (staff just confirmed it), the
 * coupon is read again and the screen shows it used.
 */
export function LiveCouponCode({ couponId }: { couponId: string }) {
  const { t } = useTranslation("shop-rewards");
  const client = useQueryClient();
  const [live, setLive] = useState<{ window: LiveWindow; offset: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer = 0;
    const load = async () => {
      try {
        const { live: answer, askedAt, answeredAt } = await fetchLiveCode(couponId, controller.signal);
        const offset = clockOffset(Date.parse(answer.server_time), askedAt, answeredAt);
        const next = {
          code: answer.code,
          expiresAt: Date.parse(answer.expires_at),
          periodSeconds: answer.period_seconds,
        };
        setLive({ window: next, offset });
        setFailed(false);
        timer = window.setTimeout(load, refreshDelay(next, Date.now() + offset));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 409) {
          await client.invalidateQueries({ queryKey: couponQuery(couponId).queryKey });
          return;
        }
        setFailed(true);
        timer = window.setTimeout(load, 3000);
      }
    };
    void load();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [couponId, client]);

  if (!live) {
    return (
      <p role="status" className="text-center text-gray-600">
        {failed ? t("coupon.codeFailed") : t("coupon.codeLoading")}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <LiveCode window={live.window} offset={live.offset} />
      {failed && (
        <p role="alert" className="text-center text-sm text-red-700">
          {t("coupon.codeFailed")}
        </p>
      )}
    </div>
  );
}
