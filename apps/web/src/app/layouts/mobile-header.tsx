import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { BackIcon, CloseIcon } from "../../components/ui/icons";
import { useGoBack } from "../../lib/go-back";
import { useRouteHandle } from "../route-handle";
import { NotificationBell } from "./notification-bell";
import { useMemberLevel } from "./use-member-level";

const iconButton =
  "rounded-full p-2 text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";
// Home's two ends are as wide as each other, so the title stays centred whatever the level reads.
const homeEnd = "flex min-w-20 items-center";

/**
 * Below 768 px: back, the page's title ('current of total' while answering a survey), close to home;
 * on home itself the member's level (as the desktop header shows it, leading to the missions), the
 * title and the notification bell.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const handle = useRouteHandle();
  const [search] = useSearchParams();
  // Home is where the bar starts: no back button there (and no close to where the member already is).
  const atHome = useLocation().pathname === "/home";
  const level = useMemberLevel();
  const current = search.get("current");
  const total = search.get("total");
  const title =
    handle?.answeringSurvey && current && total
      ? t("screens.surveyProgress", { current, total })
      : t(`screens.${handle?.title ?? "home"}`);

  return (
    <header className="sticky top-0 z-40 flex items-center gap-1 border-b border-gray-100 bg-white px-1 py-1 md:hidden">
      {atHome ? (
        <span className={`${homeEnd} justify-start pl-1`}>
          {level === null ? (
            <span className="size-10" aria-hidden="true" />
          ) : (
            <Link
              to="/home/mission"
              data-testid="mobile-header-level"
              aria-label={t("nav.levelLabel", { level })}
              className="whitespace-nowrap rounded-full bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t("nav.level", { level })}
            </Link>
          )}
        </span>
      ) : (
        // Opened directly (a notification's link): home, as the close button beside it goes.
        <button type="button" onClick={() => goBack("/home")} aria-label={t("nav.back")} className={iconButton}>
          <BackIcon />
        </button>
      )}
      <p className="flex-1 truncate text-center font-semibold" data-testid="mobile-title">
        {title}
      </p>
      {atHome ? (
        <span className={`${homeEnd} justify-end`}>
          <NotificationBell />
        </span>
      ) : (
        <Link to="/home" aria-label={t("nav.close")} className={iconButton}>
          <CloseIcon />
        </Link>
      )}
    </header>
  );
}
