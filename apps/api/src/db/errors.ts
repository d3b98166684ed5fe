import { errorCodes } from "@rewards/contracts";

/** A PostgreSQL error as node-postgres and PGlite raise it, maybe wrapped by Drizzle. */
export type DatabaseError = Error & { code: string; detail?: string; constraint?: string; table?: string };

/** The PostgreSQL error inside `error` (Drizzle wraps it in `cause`), or null when there is none. */
export function databaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && current instanceof Error) {
      return current as DatabaseError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error)?.code === "23505";
}

export type Refusal = { statusCode: number; code: string; message: string };

/**
 * What the database refused because of what was sent, as the answer a client gets: a reference to
 * something that does not exist, a duplicate, a value out of a column's range or shape. Routes
 * check these things themselves where they can say more; this is the net under all of them, so
 * input that passed the schema never answers 5xx. Names of tables and constraints stay inside.
 */
export function refusalOf(error: unknown): Refusal | null {
  const found = databaseError(error);
  if (!found) return null;
  const { code } = found;
  if (code === "23503") {
    return /still referenced/.test(found.detail ?? "")
      ? { statusCode: 409, code: errorCodes.stillReferenced, message: "Something else still refers to this." }
      : {
          statusCode: 422,
          code: errorCodes.referenceNotFound,
          message: "This refers to something that does not exist.",
        };
  }
  if (code === "23505") return { statusCode: 409, code: errorCodes.alreadyExists, message: "This already exists." };
  if (code === "23502" || code === "23514" || code === "23P01") {
    return { statusCode: 422, code: errorCodes.invalidValue, message: "A value is missing or not allowed." };
  }
  if (code === "22003" || code === "22008" || code === "22001") {
    return { statusCode: 400, code: errorCodes.outOfRange, message: "A value is too large or too long." };
  }
  // Class 22, data exceptions: a value the column cannot hold (bad syntax, NUL, bad encoding, ...).
  if (code.startsWith("22"))
    return { statusCode: 400, code: errorCodes.invalidValue, message: "A value is not valid." };
  return null;
}
