import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { LoadMore } from "../../../components/ui/load-more";
import { queryClient } from "../../../lib/query-client";
import { settingQuery } from "../../../lib/setting-query";
import { notificationListQuery, readNotice } from "../api/notifications-api";
import { NotificationRow } from "../components/notification-row";

/**
 * `/home/notification`: the member's notifications, newest first, a page at a time. Opening the
 * list is looking at the bell: its dot goes until something new arrives.
 */
export function NotificationPage() {
  const { t } = useTranslation("notifications");
  const list = useInfiniteQuery(notificationListQuery);
  const seen = useMutation({
    mutationFn: readNotice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingQuery.queryKey }),
  });
  const unseen = list.data?.pages[0]?.notiSeen === false;
  const { mutate } = seen;
  useEffect(() => {
    if (unseen) mutate();
  }, [unseen, mutate]);

  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t("list.title")}</h1>
        {unread > 0 && <p className="mt-1 text-sm text-gray-700">{t("list.unreadCount", { count: unread })}</p>}
      </header>
      <section
        className="rounded-2xl border border-gray-100 bg-white p-2 shadow-sm sm:p-3"
        aria-label={t("list.title")}
      >
        {list.isPending && (
          <div role="status" aria-label={t("list.loading")} className="space-y-2 p-2">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-16 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
            ))}
          </div>
        )}
        {list.isError && (
          <div className="p-4 text-center">
            <p role="alert" className="font-medium text-red-800">
              {t("list.failed")}
            </p>
            <button type="button" onClick={() => void list.refetch()} className={`${smallSecondaryButton} mt-3`}>
              {t("list.retry")}
            </button>
          </div>
        )}
        {list.isSuccess && items.length === 0 && (
          <div className="px-4 py-10 text-center">
            <p className="font-semibold text-gray-900">{t("list.empty")}</p>
            <p className="mt-2 text-sm text-gray-600">{t("list.emptyHint")}</p>
          </div>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-gray-100" data-testid="notification-list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        <LoadMore
          hasNextPage={list.hasNextPage}
          fetching={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
          label={t("list.loadMore")}
          busyLabel={t("list.loadingMore")}
        />
      </section>
    </div>
  );
}
