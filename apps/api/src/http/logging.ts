import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";
import { databaseError } from "../db/errors.js";

/**
 * Log lines never carry secrets (ARCHITECTURE.md, section 4c). Three layers:
 * - errors are logged by a serializer that keeps a fixed set of fields: a failed query's
 *   parameters (password hashes, token hashes, account numbers) and a data exception's quoted
 *   value never get in;
 * - requests are logged as method and path, without the query string or headers;
 * - redaction paths blank the fields that carry secrets wherever a log call puts them.
 */

const secretKeys = [
  "password",
  "password_confirmation",
  "current_password",
  "passwordHash",
  "password_hash",
  "token",
  "auth_token",
  "tokenHash",
  "token_hash",
  "codeHash",
  "code_hash",
  "otp",
  "phone_token",
  "id_token",
  "accountNumber",
  "account_number",
  "cookie",
  "authorization",
  "set-cookie",
  "params",
  "parameters",
];

export const redactPaths = secretKeys.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`]);

type LoggedError = {
  type: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  table?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
};

/** `Failed query: <sql>\nparams: <values>`: Drizzle's message keeps the SQL, never the values. */
function withoutParameters(message: string): string {
  return message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
}

/** A data exception's message quotes the value it refused (`invalid input syntax for type uuid: "..."`). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"[redacted]"');
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an error]" };
  const found = databaseError(error);
  const isDataException = found === error && found.code.startsWith("22");
  const logged: LoggedError = {
    type: error.name,
    message: isDataException ? withoutQuotedValues(error.message) : withoutParameters(error.message),
  };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === "string" || typeof code === "number") logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  if (found === error) {
    if (found.table) logged.table = found.table;
    if (found.constraint) logged.constraint = found.constraint;
  }
  if (error.stack?.includes(error.message)) logged.stack = error.stack.replace(error.message, logged.message);
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A request as a log line shows it: method and path, never the query string, headers or body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? "").split("?")[0],
    remoteAddress: request.ip,
  };
}

export function serializeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}

/** The options of every logger the server makes (API and worker processes alike). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest, res: serializeReply },
  };
}
