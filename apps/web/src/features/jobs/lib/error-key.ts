import { ApiError } from "../../../lib/api-error";

/**
 * The catalog key of what a failed step tells the worker, in the worker's language. The codes are
 * the server's (contracts, errors.ts), written out so zod stays out of the job screens.
 */
export function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return "errors.failed";
  if (error.status === 0) return "errors.network";
  switch (error.code) {
    case "already_exists":
      return "errors.already";
    case "job_not_open":
      return "errors.closed";
    case "application_state_conflict":
      return "errors.moved";
    case "work_not_started":
      return "errors.notStarted";
    case "forbidden":
      return "errors.ownJob";
    case "not_found":
      return error.message === "No Profile found" ? "errors.noProfile" : "errors.notFound";
    default:
      return error.status === 400 || error.status === 422 ? "errors.check" : "errors.failed";
  }
}
