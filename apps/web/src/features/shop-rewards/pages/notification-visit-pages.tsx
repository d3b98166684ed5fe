import type { VisitNotification } from "@rewards/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { primaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { formatDay } from "../../../lib/format";
import { StoreThumbnail } from "../../../shared/stores";
import { markNotificationSeen, visitNotificationQuery, visitNotificationsQuery } from "../api/rewards-api";

/** A link the server sent, followed only when it is a path of this app. */
const inAppLink = (link: string | null) => (link?.startsWith("/") && !link.startsWith("//") ? link : null);

/** `/home/notification-visit`: the visit notifications, newest first, unseen ones marked. */
export function NotificationVisitPage() {
  const { t, i18n } = useTranslation("shop-rewards");
  const query = useInfiniteQuery(visitNotificationsQuery());
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("notifications.title")}</h1>
      <ListState ns="shop-rewards" query={query} empty={rows.length === 0} emptyText={t("notifications.empty")} />
      {rows.length > 0 && (
        <ul className="space-y-2" data-testid="visit-notifications">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/home/notification-visit/${row.id}`}
                className={`flex gap-3 rounded-2xl p-3 shadow-sm hover:bg-brand-50 ${row.status === "unseen" ? "bg-brand-50/60" : "bg-white"}`}
              >
                <StoreThumbnail src={row.store_thumbnail} className="size-12 shrink-0 rounded-full" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-gray-900">
                    {row.status === "unseen" && <span className="sr-only">{t("notifications.unseen")} </span>}
                    {row.title}
                  </p>
                  <p className="line-clamp-2 text-sm text-gray-700">{row.body}</p>
                  <p className="text-xs text-gray-600">{formatDay(row.created_at, i18n.language)}</p>
                </div>
                {row.status === "unseen" && (
                  <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("notifications.loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </div>
  );
}

/** `/home/notification-visit/{id}`: one notification; opening it marks it seen. */
export function NotificationVisitDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(visitNotificationQuery(id));
  useEffect(() => {
    if (query.data?.status === "unseen") void markNotificationSeen(query.data.id).catch(() => {});
  }, [query.data]);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-4 sm:py-6">
      {query.data ? (
        <NotificationBody notification={query.data} />
      ) : (
        <ListState ns="shop-rewards" query={query} empty={false} rows={1} />
      )}
    </div>
  );
}

function NotificationBody({ notification }: { notification: VisitNotification }) {
  const { t, i18n } = useTranslation("shop-rewards");
  const link = inAppLink(notification.link);
  return (
    <article className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      {/* A div: the thumbnail without a photo is a div, which a paragraph cannot hold in HTML. */}
      {notification.store_name && (
        <div className="flex items-center gap-2 text-sm text-gray-700">
          <StoreThumbnail src={notification.store_thumbnail} className="size-8 rounded-full" />
          {notification.store_name}
        </div>
      )}
      <h1 className="text-xl font-bold text-gray-900">{notification.title}</h1>
      <p className="text-xs text-gray-600">{formatDay(notification.created_at, i18n.language)}</p>
      <p className="whitespace-pre-line text-gray-800">{notification.body}</p>
      {link && (
        <Link to={link} className={`${primaryButton} w-full`}>
          {t("notifications.open")}
        </Link>
      )}
    </article>
  );
}
