import type { InvitationItem, InviteeStatus } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../components/ui/load-more";
import { formatDay, formatPoints } from "../../lib/format";
import { inviteesQuery } from "./invitees";

const statusLook: Record<InviteeStatus, string> = {
  joined: "bg-gray-100 text-gray-800",
  phone_confirmed: "bg-amber-50 text-amber-900",
  rewarded: "bg-green-50 text-green-800",
  daily_cap: "bg-gray-100 text-gray-800",
  not_eligible: "bg-red-50 text-red-800",
};

function InviteeRow({ invitee }: { invitee: InvitationItem }) {
  const { t, i18n } = useTranslation("shared/invitations");
  const points = t("list.points", { points: formatPoints(invitee.point, i18n.language) });
  return (
    // On a phone the state goes under the name and date, which keep the row's width (a long id
    // word would otherwise run under the badge); from 640 px up it sits at the row's end.
    <li
      className="grid min-h-16 grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 px-1 py-3 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto]"
      data-testid="invitee-row"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
      >
        {(invitee.name ?? "?").slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-gray-900">{invitee.name ?? t("list.unnamed")}</span>
        <span className="block text-sm text-gray-600">
          {t("list.joined", { date: formatDay(invitee.joined_at, i18n.language) })}
        </span>
      </span>
      <span className="col-start-2 flex flex-wrap items-center gap-x-3 gap-y-1 sm:col-start-3 sm:max-w-[9.5rem] sm:flex-col sm:items-end">
        <span className={`rounded-xl px-2.5 py-0.5 text-xs font-semibold sm:text-right ${statusLook[invitee.status]}`}>
          {t(`status.${invitee.status}`)}
        </span>
        {invitee.entry_id ? (
          <Link
            to={`/home/points/${invitee.entry_id}`}
            className="text-sm font-semibold text-green-700 tabular-nums underline-offset-4 hover:underline"
          >
            +{points}
          </Link>
        ) : null}
      </span>
    </li>
  );
}

/** The friends the member invited, newest first, with where each stands and what they brought in. */
export function InviteeList() {
  const { t } = useTranslation("shared/invitations");
  const invitees = useInfiniteQuery(inviteesQuery);
  const items = invitees.data?.pages.flatMap((page) => page.data) ?? [];

  if (invitees.isPending) {
    return <div role="status" aria-label={t("list.loading")} className="h-24 animate-pulse rounded-xl bg-gray-100" />;
  }
  if (invitees.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {t("list.failed")}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-200 bg-white px-4 py-8 text-center">
        <p className="font-semibold text-gray-900">{t("list.empty")}</p>
        <p className="mt-1 text-sm text-gray-600">{t("list.emptyHint")}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-gray-100" aria-label={t("list.title")}>
        {items.map((invitee) => (
          <InviteeRow key={invitee.id} invitee={invitee} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={invitees.hasNextPage}
        fetching={invitees.isFetchingNextPage}
        fetchNextPage={() => void invitees.fetchNextPage()}
        label={t("list.loadMore")}
        busyLabel={t("list.loadingMore")}
      />
    </>
  );
}
