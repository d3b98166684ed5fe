import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const inviteApi = loadOnce(() => import("./api/invite-api"));
const invitations = loadOnce(() => import("../../shared/invitations/invitees"));

/**
 * The code and what invitations brought, and the first page of friends invited (`GET invitations`
 * makes a member's code on first use, as the browser's ask did). The invite link holds the site's
 * address and is drawn once the app has the page.
 */
const inviteData: ScreenLoader = async ({ queryClient }) => {
  const [{ inviteInfoQuery }, { inviteesQuery }] = await Promise.all([inviteApi(), invitations()]);
  await Promise.all([queryClient.prefetchQuery(inviteInfoQuery), queryClient.prefetchInfiniteQuery(inviteesQuery)]);
};

export const screens: Screen[] = [
  {
    path: "/home/invite",
    layout: "home",
    guard: "home",
    meta: { title: "invite" },
    loader: inviteData,
    lazy: async () => ({ Component: (await import("./pages/invite-page")).InvitePage }),
  },
];
