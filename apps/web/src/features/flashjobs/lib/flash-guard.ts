/** Where a member without a job profile may still go (spec section 6, the flash-profile guard). */
const openWithoutProfile = new Set([
  "/home/flashjobs",
  "/home/flashjobs/profile",
  "/home/flashjobs/profile/portfolio",
  // The list of open jobs, read only: the spec's `/jobs/` rule meant to let a newcomer look first.
  "/home/flashjobs/jobs",
  // Where a client profile is made, as `/profile` is where a worker one is (docs/decisions.md).
  "/home/flashjobs/posts",
]);
/** A client's screens: their job posts, the chat with the workers of their posts. */
const clientScreens = /^\/home\/flashjobs\/(posts|message)(\/|$)/;
/** A worker's profile, which a client opens from an applicant's card: profiles are ids, screens words. */
const workerProfile = /^\/home\/flashjobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Profile = { status: boolean } | null;

/** The member's own job profiles, as the guard loaded them. */
export type OwnJobProfiles = { worker: Profile; client: Profile };

/**
 * The flash-profile guard's answer: null to let the member through, or where to send them. A
 * profile whose status is false counts as none. With a worker profile the whole marketplace is
 * open. Without one, the member may stay on the entry, the profile editor, the portfolio, the job
 * list or any address containing `/jobs/` (a job someone shared); a client, who hires without a
 * worker profile, also reaches their job posts, the chat and the profiles of their applicants.
 */
export function flashGuardTarget(profiles: OwnJobProfiles, pathname: string): string | null {
  if (profiles.worker?.status) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (openWithoutProfile.has(path) || path.includes("/jobs/")) return null;
  if (profiles.client?.status && (clientScreens.test(path) || workerProfile.test(path))) return null;
  return "/home/flashjobs";
}
