import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { pointHistoryDetailQuery } from "../api/points-api";
import { DetailList } from "../components/detail-list";
import { amountClass } from "../components/history-row";
import { PayoutProgress } from "../components/payout-progress";
import { RequestDetails } from "../components/request-details";
import { RequestTimeline } from "../components/request-timeline";
import { usePointsText } from "../components/use-points-text";
import { formatDateTime } from "../lib/format";
import { historyLabelKey, historySourceName } from "../lib/history";

function BackToPoints() {
  const { t } = useTranslation("points");
  return (
    <p>
      <Link to="/home/points" className={textLink}>
        {t("detail.back")}
      </Link>
    </p>
  );
}

/** `/home/points/:id`: one movement of points and, for a redemption, where its request stands. */
export function PointDetailPage() {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const { id = "" } = useParams();
  const detail = useQuery(pointHistoryDetailQuery(id));
  const entry = detail.data;
  const notFound = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("detail.title")}</h1>
      {detail.isPending ? (
        <ListSkeleton ns="points" keyPrefix="list" rows={3} rowClassName="h-14 rounded-xl" />
      ) : notFound ? (
        <ListEmpty title={t("detail.notFound")}>
          <BackToPoints />
        </ListEmpty>
      ) : detail.isError || !entry ? (
        <ListFailure
          ns="points"
          keyPrefix="list"
          context="points"
          error={detail.error}
          retry={() => void detail.refetch()}
        />
      ) : (
        <>
          <section
            aria-labelledby="entry-title"
            className="rounded-2xl border border-gray-100 bg-white p-5 text-center shadow-sm sm:p-6"
          >
            <h2 id="entry-title" className="font-semibold text-gray-700">
              {historySourceName(entry)
                ? t("types.named", { type: t(`types.${historyLabelKey(entry)}`), source: historySourceName(entry) })
                : t(`types.${historyLabelKey(entry)}`)}
            </h2>
            <p
              className={`mt-1 text-4xl font-bold tabular-nums ${amountClass(entry.point)}`}
              data-testid="entry-amount"
            >
              {pointsText(entry.point, { signed: true })}
            </p>
            <div className="mt-4 text-left">
              <DetailList
                rows={[
                  [t("detail.date"), formatDateTime(entry.created_at, i18n.language)],
                  [t("detail.balanceAfter"), pointsText(entry.balance_after)],
                  ...(entry.note && !historySourceName(entry)
                    ? ([[t("detail.note"), entry.note]] as [string, string][])
                    : []),
                ]}
              />
            </div>
          </section>
          {entry.redeem_request && (
            <>
              <Card id="request-status-title" title={t("detail.requestStatus")}>
                <RequestTimeline request={entry.redeem_request} />
              </Card>
              {entry.redeem_request.kind === "bank_transfer" && <PayoutProgress requestId={entry.redeem_request.id} />}
              <Card id="request-title" title={t("detail.request")}>
                <RequestDetails request={entry.redeem_request} />
              </Card>
            </>
          )}
          <BackToPoints />
        </>
      )}
    </div>
  );
}
