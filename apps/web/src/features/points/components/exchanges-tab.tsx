import type { RedeemRequest } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { paidHistoryQuery } from "../api/points-api";
import { formatDate, formatMoney } from "../lib/format";
import { rowLinkClass } from "./history-row";
import { StatusBadge } from "./status-badge";
import { usePointsText } from "./use-points-text";

/** What was redeemed, in a few words: the bank, or the card and how many. */
function useRequestTitle() {
  const { t, i18n } = useTranslation("points");
  return (request: RedeemRequest): string => {
    const kind = t(`redeemKinds.${request.kind}`);
    if (request.provider && request.face_value !== null) {
      const card = `${request.provider} ${formatMoney(request.face_value, request.currency, i18n.language)}`;
      return `${kind}: ${request.card_count && request.card_count > 1 ? `${request.card_count} × ${card}` : card}`;
    }
    return request.bank_name ? `${kind}: ${request.bank_name}` : kind;
  };
}

function ExchangeRow({ request, entryId }: { request: RedeemRequest; entryId: string | null }) {
  const { i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const title = useRequestTitle()(request);
  const body: ReactNode = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words text-gray-900">{title}</span>
        <span className="block text-sm text-gray-600">
          {formatDate(request.created_at, i18n.language)} ·{" "}
          {formatMoney(request.transfer_amount, request.currency, i18n.language)}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold text-gray-900 tabular-nums">{pointsText(-request.point, { signed: true })}</span>
        <StatusBadge status={request.status} />
      </span>
    </>
  );
  return entryId ? (
    <Link to={`/home/points/${entryId}`} className={rowLinkClass} data-testid="exchange-row">
      {body}
    </Link>
  ) : (
    <div className={rowLinkClass} data-testid="exchange-row">
      {body}
    </div>
  );
}

/** The member's redemptions, newest first, each with where it stands. */
export function ExchangesTab() {
  const { t } = useTranslation("points");
  const paid = useInfiniteQuery(paidHistoryQuery);
  const requests = paid.data?.pages.flatMap((page) => page.data) ?? [];

  if (paid.isPending) return <ListSkeleton ns="points" keyPrefix="list" rows={4} rowClassName="h-14 rounded-xl" />;
  if (paid.isError)
    return (
      <ListFailure ns="points" keyPrefix="list" context="points" error={paid.error} retry={() => void paid.refetch()} />
    );
  if (requests.length === 0) return <ListEmpty title={t("empty.exchanges")}>{t("empty.exchangesHint")}</ListEmpty>;
  return (
    <>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100 bg-white">
        {requests.map(({ entry_id, ...request }) => (
          <li key={request.id}>
            <ExchangeRow request={request} entryId={entry_id} />
          </li>
        ))}
      </ul>
      <LoadMore
        label={t("list.loadMore")}
        busyLabel={t("list.loadingMore")}
        hasNextPage={paid.hasNextPage}
        fetching={paid.isFetchingNextPage}
        fetchNextPage={() => void paid.fetchNextPage()}
      />
    </>
  );
}
