/**
 * A failed call: the HTTP status and the server's code and message (or a network failure, status 0),
 * with what the envelope adds for some failures: `data` to keep showing (code 2030's fresh card
 * list), `errorMessage`, a reason meant for the user (code 134), and a 429's `retryAfterSeconds`.
 */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly field?: string,
    readonly extra: { data?: unknown; errorMessage?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
