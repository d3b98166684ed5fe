import type { BingoAdTicket, BingoSummonData } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { completeAdTicket, requestAdTicket } from "../api/bingo-api";

/**
 * A missed day caught up with the rewarded video: the server issues a ticket, the member watches
 * to the end, and the server credits the summon only once the video's length has passed on its clock.
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
  const start = useMutation({
    mutationFn: requestAdTicket,
    onSuccess: (issued) => {
      setEnded(false);
      setTicket(issued);
    },
    onError,
  });
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
