/** A failed call: the HTTP status and the server's code and message (or a network failure, status 0). */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
