import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BellIcon } from "../../components/ui/icons";
import { useUnseenNotifications } from "./use-unseen-notifications";

/** The bell: the notifications list, with a dot while something arrived since the member last looked. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unseen = useUnseenNotifications();
  return (
    <Link
      to="/home/notification"
      aria-label={unseen ? `${t("nav.notifications")}: ${t("nav.unseen")}` : t("nav.notifications")}
      className="relative rounded-full p-2 text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <BellIcon />
      {unseen && (
        <span data-testid="unseen-dot" className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-brand-600" />
      )}
    </Link>
  );
}
