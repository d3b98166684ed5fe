import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { formatDay } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { settingQuery } from "../../../lib/setting-query";
import { markOpened, notificationQuery, notificationsKey } from "../api/notifications-api";

/** Screens a notification may lead to that its button names ('Open missions'). */
const screenNames = ["mission", "bingo", "points", "invite"] as const;

/**
 * `/home/notification/{id}?path=home`: one notification. Reading it records the opening (once);
 * `path=home` sends the back link home, otherwise to the list.
 */
export function NotificationDetailPage() {
  const { t, i18n } = useTranslation("notifications");
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const path = search.get("path") === "home" ? "home" : "notification";
  const detail = useQuery(notificationQuery(id));
  const opened = useMutation({
    mutationFn: () => markOpened({ reasonable_type: "Notification", reasonable_id: id }, path),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: settingQuery.queryKey });
    },
  });
  const item = detail.data;
  const { mutate } = opened;
  const unread = item !== undefined && !item.read;
  useEffect(() => {
    if (unread) mutate();
  }, [unread, mutate]);

  const back = path === "home" ? "/home" : "/home/notification";
  const linkLabel = (link: string) => {
    const screen = screenNames.find((name) => link === `/home/${name}`);
    return screen ? t(`detail.screens.${screen}`) : t("detail.open");
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      {detail.isPending && (
        <div role="status" aria-label={t("list.loading")} className="h-40 animate-pulse rounded-2xl bg-gray-100" />
      )}
      {detail.isError && (
        <div className="rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm">
          <p role="alert" className="font-semibold text-gray-900">
            {t("detail.missing")}
          </p>
          <Link to="/home/notification" className={`${secondaryButton} mt-4 inline-flex`}>
            {t("detail.all")}
          </Link>
        </div>
      )}
      {item && (
        <article
          className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6"
          data-testid="notification-detail"
        >
          <p className="text-sm text-gray-500">{formatDay(item.created_at, i18n.language)}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{item.title}</h1>
          <p className="mt-3 whitespace-pre-line break-words text-gray-800">{item.body}</p>
          {item.done && (
            <p className="mt-3 font-semibold text-green-700" data-testid="notification-done">
              {t("detail.done")}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {item.link && (
              <Link to={item.link} className={primaryButton} data-testid="notification-link">
                {linkLabel(item.link)}
              </Link>
            )}
            {item.reasonable_type === "Survey" && (
              <Link to={`/home/survey/${item.reasonable_id}`} className={primaryButton}>
                {t("detail.openSurvey")}
              </Link>
            )}
            <Link to={back} className={secondaryButton}>
              {path === "home" ? t("detail.backHome") : t("detail.all")}
            </Link>
            {path === "home" && (
              <Link to="/home/notification" className={secondaryButton}>
                {t("detail.all")}
              </Link>
            )}
          </div>
        </article>
      )}
    </div>
  );
}
