import { consoleRootPath } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";
import { UserIcon } from "../../components/ui/icons";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { Menu, MenuItem } from "../../components/ui/menu";
import { useMissionDot } from "../../features/missions";
import { HeaderBalance } from "../../features/points";
import { type JobProfileType, setJobProfileType } from "../../lib/session";
import { signOut } from "../../shared/session";
import { NotificationBell } from "./notification-bell";
import { useMemberLevel, useStaffMember } from "./use-member-level";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "text-brand-700" : "text-gray-700"
  }`;

/**
 * The home area's header from 768 px up: home, survey, 'more', find a job, the bell and the
 * avatar menu with the member's level and points balance beside it (a dot on 'more' and missions
 * when a reward waits); inside the job marketplace also search, jobs, a client's job posts and message (with the unread count).
 */
export function DesktopHeader({
  jobProfile = false,
  jobPosts = false,
  messages = jobProfile,
  unread = null,
}: {
  jobProfile?: boolean;
  /** Whether the member hires (a client profile): the link to their job posts, as the phone's bottom bar has. */
  jobPosts?: boolean;
  /** Whether the member chats (a worker profile, or a client's job posts): the message link with its count. */
  messages?: boolean;
  unread?: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const missionWaiting = useMissionDot();
  const level = useMemberLevel();
  const staff = useStaffMember();
  const dot = (
    <span aria-hidden="true" data-testid="mission-dot" className="inline-block size-2 rounded-full bg-brand-600" />
  );

  const findJob = (type: JobProfileType) => {
    setJobProfileType(type);
    navigate("/home/flashjobs");
  };

  return (
    <header className="sticky top-0 z-40 hidden border-b border-gray-100 bg-white md:block">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-2">
        <Link to="/home" className="mr-4 flex items-center gap-2 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="flex flex-1 items-center gap-1">
          <NavLink to="/home" end className={linkClass}>
            {t("nav.home")}
          </NavLink>
          <NavLink to="/home/survey" className={linkClass}>
            {t("nav.survey")}
          </NavLink>
          <Menu
            trigger={
              <>
                {t("nav.more")}
                {missionWaiting && dot}
              </>
            }
            label={missionWaiting ? `${t("nav.more")}: ${t("nav.missionWaiting")}` : t("nav.more")}
          >
            <MenuItem onSelect={() => navigate("/home/bingo")}>{t("nav.bingo")}</MenuItem>
            <MenuItem onSelect={() => navigate("/home/invite")}>{t("nav.invite")}</MenuItem>
            <MenuItem onSelect={() => navigate("/home/mission")}>
              <span className="inline-flex items-center gap-2">
                {t("nav.mission")}
                {missionWaiting && dot}
                {missionWaiting && <span className="sr-only">{t("nav.missionWaiting")}</span>}
              </span>
            </MenuItem>
          </Menu>
          <Menu trigger={t("nav.findJob")} label={t("nav.findJob")}>
            <MenuItem onSelect={() => findJob("flashjob")}>{t("nav.flashjob")}</MenuItem>
            <MenuItem onSelect={() => findJob("social")}>{t("nav.flashbuzz")}</MenuItem>
          </Menu>
          {jobProfile && (
            <>
              <NavLink to="/home/flashjobs/search" className={linkClass}>
                {t("nav.search")}
              </NavLink>
              <NavLink to="/home/flashjobs/jobs" className={linkClass}>
                {t("nav.jobs")}
              </NavLink>
            </>
          )}
          {jobPosts && (
            <NavLink to="/home/flashjobs/posts" className={linkClass}>
              {t("nav.jobPosts")}
            </NavLink>
          )}
          {messages && (
            <NavLink
              to="/home/flashjobs/message"
              className={linkClass}
              aria-label={unread ? t("nav.messageUnread", { count: unread }) : undefined}
            >
              <span className="inline-flex items-center gap-1.5">
                {t("nav.message")}
                {unread ? (
                  <span
                    aria-hidden="true"
                    data-testid="header-message-unread"
                    className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white"
                  >
                    {unread > 99 ? "99+" : unread}
                  </span>
                ) : null}
              </span>
            </NavLink>
          )}
        </nav>
        <LanguageSwitch />
        <NotificationBell />
        {level !== null && (
          <Link
            to="/home/mission"
            data-testid="header-level"
            aria-label={t("nav.levelLabel", { level })}
            className="rounded-full bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t("nav.level", { level })}
          </Link>
        )}
        <HeaderBalance />
        <Menu trigger={<UserIcon />} label={t("nav.accountMenu")}>
          <MenuItem onSelect={() => navigate("/home/profile")}>{t("nav.profile")}</MenuItem>
          <MenuItem onSelect={() => navigate("/home/points")}>{t("nav.points")}</MenuItem>
          <MenuItem onSelect={() => navigate("/home/setting")}>{t("nav.setting")}</MenuItem>
          {staff && <MenuItem onSelect={() => navigate(consoleRootPath)}>{t("nav.backOffice")}</MenuItem>}
          <MenuItem onSelect={() => void signOut().then(() => navigate("/sign-in"))}>{t("nav.logout")}</MenuItem>
        </Menu>
      </div>
    </header>
  );
}
