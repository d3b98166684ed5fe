import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { TakenOver } from "../../components/taken-over";
import {
  BriefcaseIcon,
  ChatIcon,
  CompassIcon,
  HeartIcon,
  PlusIcon,
  SearchIcon,
  UserIcon,
} from "../../components/ui/icons";
import { useChatUnread } from "../../features/chat";
import { BottomNav } from "./bottom-nav";
import { DesktopHeader } from "./desktop-header";
import { MobileHeader } from "./mobile-header";
import { useHasClientProfile, useHasJobProfile } from "./use-job-profile";

/**
 * The job marketplace: its own bottom nav, or a single 'create' button until the user has a job
 * profile. A client's job posts need no worker profile, so those screens have the client's nav.
 */
export function FlashJobLayout() {
  const { t } = useTranslation();
  const hasProfile = useHasJobProfile();
  const client = useHasClientProfile();
  const path = useLocation().pathname;
  // A client's chat keeps the client's nav when they have no worker profile.
  const hiring =
    /^\/home\/flashjobs\/posts(\/|$)/.test(path) || (!hasProfile && /^\/home\/flashjobs\/message(\/|$)/.test(path));
  // Both sides chat: the worker from the job-profile nav, the client from the hiring nav; a client
  // without a worker profile still has the header's message link. A member with neither has no chat.
  const chats = hasProfile || client;
  const unread = useChatUnread(chats);
  const messageBadge = unread
    ? { text: unread > 99 ? "99+" : String(unread), label: t("nav.messageUnread", { count: unread }) }
    : null;
  return (
    <div className="flex-1 bg-gray-50">
      <DesktopHeader jobProfile={hasProfile} jobPosts={client || hiring} messages={chats} unread={unread} />
      <MobileHeader />
      <main id="main" className="pb-20 md:pb-6">
        <Suspense>
          <Outlet />
          {/* A screen the server rendered is the app's once this boundary is (prerender/wake.ts). */}
          <TakenOver />
        </Suspense>
      </main>
      {hiring ? (
        <BottomNav
          label={t("nav.clientNavigation")}
          items={[
            { to: "/home/flashjobs", label: t("nav.flashjobs"), icon: CompassIcon, end: true },
            { to: "/home/flashjobs/posts", label: t("nav.jobPosts"), icon: BriefcaseIcon, end: true },
            // A new post and the chat wait for the client profile (the flash guard's rule).
            ...(client || hasProfile
              ? [
                  { to: "/home/flashjobs/posts/new", label: t("nav.newJobPost"), icon: PlusIcon },
                  { to: "/home/flashjobs/message", label: t("nav.message"), icon: ChatIcon, badge: messageBadge },
                ]
              : []),
          ]}
        />
      ) : hasProfile ? (
        <BottomNav
          label={t("nav.mainNavigation")}
          items={[
            { to: "/home/flashjobs/search", label: t("nav.search"), icon: SearchIcon },
            { to: "/home/flashjobs/jobs", label: t("nav.jobs"), icon: BriefcaseIcon },
            { to: "/home/flashjobs/message", label: t("nav.message"), icon: ChatIcon, badge: messageBadge },
            { to: "/home/flashjobs/favorite", label: t("nav.favorite"), icon: HeartIcon },
            { to: "/home/flashjobs/profile", label: t("nav.profile"), icon: UserIcon },
          ]}
        />
      ) : (
        <BottomNav label={t("nav.mainNavigation")}>
          <li className="flex-1 p-2">
            <Link
              to="/home/flashjobs/profile"
              className="flex items-center justify-center gap-2 rounded-md bg-brand-700 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <PlusIcon width={20} height={20} />
              {t("nav.create")}
            </Link>
          </li>
        </BottomNav>
      )}
    </div>
  );
}
