import { errorCodes, jobProfileMessages } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { useRefusalText } from "../../../shared/refusals";

/** A step refused for want of a worker profile: the spec's 'No Profile found' (a `not_found` like any other). */
export const isNoProfile = (error: unknown): boolean =>
  error instanceof ApiError && error.code === errorCodes.notFound && error.message === jobProfileMessages.noProfile;

/** What a failed step tells the worker, in the worker's language (shared/refusals, a worker's words). */
export function useJobRefusalText(): (error: unknown) => string {
  const { t } = useTranslation("jobs");
  const refusalText = useRefusalText({ context: "job" });
  return (error) => (isNoProfile(error) ? t("errors.noProfile") : refusalText(error));
}
