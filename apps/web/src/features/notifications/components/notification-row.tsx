import type { NotificationItem } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay } from "../../../lib/format";

/** One line of the list: unread ones are bold with a dot; the link opens the detail. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation("notifications");
  return (
    <li>
      <Link
        to={`/home/notification/${item.id}?path=home`}
        className="flex gap-3 rounded-xl px-3 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="notification-row"
        data-read={item.read ? "true" : "false"}
      >
        <span
          aria-hidden="true"
          className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-600"}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block break-words ${item.read ? "text-gray-800" : "font-semibold text-gray-900"}`}>
            {item.title}
            {!item.read && <span className="sr-only"> ({t("list.unread")})</span>}
          </span>
          <span className="mt-0.5 block break-words text-sm text-gray-600">{item.body}</span>
          <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-gray-500">
            <span>{formatDay(item.created_at, i18n.language)}</span>
            {item.count > 1 && <span data-testid="notification-count">{t("list.times", { count: item.count })}</span>}
            {item.done && (
              <span className="font-semibold text-green-700" data-testid="notification-done">
                {t("list.done")}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
