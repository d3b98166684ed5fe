/** Where a member without a job profile may still go (spec section 6, the flash-profile guard). */
const openWithoutProfile = new Set(["/home/flashjobs", "/home/flashjobs/profile", "/home/flashjobs/profile/portfolio"]);
/** A client's job posts: hiring needs a client profile, which those screens ask for themselves. */
const clientScreens = /^\/home\/flashjobs\/posts(\/|$)/;
/** Chat: a client talks with the workers of their posts without a worker profile (the server checks the room). */
const chatScreens = /^\/home\/flashjobs\/message(\/|$)/;
/** A worker's public profile, which a client opens from an applicant's card: profiles are ids, screens words. */
const workerProfile = /^\/home\/flashjobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The flash-profile guard's answer: null to let the member through, or where to send them. A
 * profile whose status is false counts as none. Without one, the member may stay on the entry, the
 * profile editor, the portfolio, or any address containing `/jobs/` (a job someone shared), and
 * a client's job posts, the chat and a worker's profile (a client needs no worker profile to hire).
 */
export function flashGuardTarget(profile: { status: boolean } | null, pathname: string): string | null {
  if (profile?.status) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const open =
    openWithoutProfile.has(path) ||
    path.includes("/jobs/") ||
    clientScreens.test(path) ||
    chatScreens.test(path) ||
    workerProfile.test(path);
  if (open) return null;
  return "/home/flashjobs";
}
