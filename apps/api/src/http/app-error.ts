import { type ErrorCode, errorCodes } from "@rewards/contracts";

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
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new AppError(404, errorCodes.notFound, message);

export const unauthorized = (message = "You must log in before continuing.") =>
  new AppError(401, errorCodes.unauthorized, message);

export const forbidden = (message = "You are not allowed to do this.") =>
  new AppError(403, errorCodes.forbidden, message);

export const invalidField = (field: string, message: string) =>
  new AppError(400, errorCodes.validationFailed, message, field);
