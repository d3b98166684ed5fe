import i18next from "i18next";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { requestScope } from "../../lib/request-scope";
import { toast } from "../../lib/toast";
import { clientProfileQuery, flashProfileQuery } from "../../shared/job-profiles";
import { loaderQueryClient } from "../../shared/screens";
import { flashGuardTarget } from "./lib/flash-guard";

/**
 * The flash-profile guard, run after the home guard: loads the member's job profiles when they are
 * not cached, and sends a member without one to the entry with the spec's info toast. When the job
 * service cannot answer, the screen is let through and says so itself.
 */
export async function flashProfileGuard({ request, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = loaderQueryClient(context);
  const worker = await queryClient.ensureQueryData(flashProfileQuery).catch(() => undefined);
  if (worker === undefined) return null;
  // A client hires without a worker profile: their profile is asked only when the worker one is missing.
  const client = worker?.status ? null : await queryClient.ensureQueryData(clientProfileQuery).catch(() => undefined);
  if (client === undefined) return null;
  const target = flashGuardTarget({ worker, client }, new URL(request.url).pathname);
  if (target) {
    // On the server the toast has no page to show on: the skeleton, and the browser's guard says it.
    const scope = requestScope();
    if (scope) {
      scope.leaveToApp();
      return null;
    }
    toast.info(i18next.t("flashjobs.needProfile"));
    throw redirect(target);
  }
  return null;
}
