import type { BingoAdTicket, BingoSummonData } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { postToNativeApp } from "../../../lib/native-bridge";
import { queryClient } from "../../../lib/query-client";
import { bingoQuery, completeAdTicket, requestAdTicket } from "../api/bingo-api";

/** How long the page waits for an ad network to confirm a view shown by the app, asking every few seconds. */
const networkWaitMs = 120_000;
const networkPollMs = 4_000;

/**
 * A missed day caught up with the rewarded video: the server issues a ticket, the member watches
 * to the end, and the server credits the summon only once the video's length has passed on its clock.
 * With an ad network (AdMob), the app's own player shows the ad and the network confirms the view
 * to the server; the page waits for the day to be summoned.
 */
export function CatchUpVideo({
  missedDays,
  onSummoned,
  onError,
}: {
  missedDays: string[];
  onSummoned: (data: BingoSummonData) => void;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation("bingo");
  const [ticket, setTicket] = useState<BingoAdTicket | null>(null);
  const [ended, setEnded] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const start = useMutation({
    mutationFn: requestAdTicket,
    onSuccess: (issued) => {
      setEnded(false);
      setUnavailable(false);
      if (issued.ad_unit === null) return setTicket(issued);
      const shown = postToNativeApp({ type: "rewarded_ad", ad_unit: issued.ad_unit, custom_data: issued.ticket_id });
      if (shown) setTicket(issued);
      else setUnavailable(true);
    },
    onError,
  });
  const waitingForNetwork = ticket !== null && ticket.ad_unit !== null;
  useEffect(() => {
    if (!waitingForNetwork) return;
    const poll = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: bingoQuery.queryKey }),
      networkPollMs,
    );
    const giveUp = window.setTimeout(() => setTicket(null), networkWaitMs);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(giveUp);
    };
  }, [waitingForNetwork]);
  // The network's confirmation summoned the day: the ticket is done.
  useEffect(() => {
    if (waitingForNetwork && ticket && !missedDays.includes(ticket.day)) setTicket(null);
  }, [waitingForNetwork, ticket, missedDays]);
  const finish = useMutation({
    mutationFn: completeAdTicket,
    onSuccess: (data) => {
      setTicket(null);
      onSummoned(data);
    },
    onError: (error) => {
      // Finished a moment before the server's clock: try again once its time has come.
      const wait = error instanceof ApiError ? error.extra.retryAfterSeconds : undefined;
      if (wait && ticket) {
        window.setTimeout(() => finish.mutate(ticket.ticket_id), wait * 1000);
        return;
      }
      setTicket(null);
      onError(error);
    },
  });
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

  if (ticket && waitingForNetwork) {
    return (
      <p className="text-sm text-gray-700" role="status">
        {t("video.inApp", { day: dayName(ticket.day) })}
      </p>
    );
  }
  if (ticket) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-gray-700">{t("video.watching", { day: dayName(ticket.day) })}</p>
        <video
          src={ticket.video_url}
          autoPlay
          muted
          playsInline
          onEnded={() => setEnded(true)}
          className="aspect-video w-full rounded-xl bg-gray-900"
          data-testid="bingo-video"
        />
        <button
          type="button"
          className={primaryButton}
          disabled={!ended || finish.isPending}
          aria-busy={finish.isPending}
          onClick={() => finish.mutate(ticket.ticket_id)}
        >
          {ended ? t("video.claim") : t("video.wait", { seconds: ticket.video_seconds })}
        </button>
      </div>
    );
  }
  if (missedDays.length === 0) return <p className="text-sm text-gray-700">{t("video.none")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">{t("video.lead")}</p>
      {unavailable && (
        <p className="text-sm font-medium text-red-800" role="alert">
          {t("video.appOnly")}
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {missedDays.map((day) => (
          <li key={day}>
            <button
              type="button"
              className={smallSecondaryButton}
              disabled={start.isPending}
              onClick={() => start.mutate(day)}
            >
              {t("video.watchFor", { day: dayName(day) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
