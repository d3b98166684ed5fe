import type { ErrorCode } from "@rewards/contracts";

/**
 * A business failure with a stable code. Thrown from services and routes; the error handler turns
 * it into `{"status": false, "message", "code"}` with its HTTP status.
 */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string | number,
    message: string,
    readonly field?: string,
    /** Extra fields of the failure envelope, such as the fresh card list that goes with code 2030. */
    readonly extra?: { data?: unknown; error_message?: string; retry_after?: number },
  ) {
    super(message);
  }
}
