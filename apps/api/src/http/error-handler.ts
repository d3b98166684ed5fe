import type { Socket } from "node:net";
import { type ErrorEnvelope, errorCodes } from "@rewards/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { refusalOf } from "../db/errors.js";
import { AppError } from "./app-error.js";

/** The copy the spec uses when something failed that the user cannot fix. */
const somethingWentWrong = "Something went wrong! Try again later";

type Known = { statusCode: number; body: ErrorEnvelope };

const envelope = (statusCode: number, code: string, message: string): Known => ({
  statusCode,
  body: { status: false, message, code },
});

/**
 * Fastify's and its plugins' own refusals, by their error code: fixed copy, never the error's own
 * message (which can quote the path, a header or a content type back).
 */
const frameworkRefusals: Record<string, Known> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: envelope(415, errorCodes.unsupportedMediaType, "This content type is not supported."),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: envelope(400, errorCodes.badRequest, "The request's length is wrong."),
  FST_ERR_CTP_EMPTY_JSON_BODY: envelope(400, errorCodes.validationFailed, "The request body is empty."),
  FST_ERR_CTP_INVALID_JSON_BODY: envelope(400, errorCodes.validationFailed, "The request body is not valid JSON."),
  FST_ERR_CTP_BODY_TOO_LARGE: envelope(413, errorCodes.payloadTooLarge, "The request is too large."),
  FST_ERR_CTP_INVALID_TYPE: envelope(415, errorCodes.unsupportedMediaType, "This content type is not supported."),
  FST_ERR_BAD_URL: envelope(400, errorCodes.badRequest, "This address is not valid."),
  FST_ERR_MAX_PARAM_LENGTH: envelope(414, errorCodes.uriTooLong, "This address is too long."),
  FST_INVALID_MULTIPART_CONTENT_TYPE: envelope(
    415,
    errorCodes.unsupportedMediaType,
    "Send this as multipart/form-data.",
  ),
  FST_PARTS_LIMIT: envelope(413, errorCodes.payloadTooLarge, "The request has too many parts."),
  FST_FILES_LIMIT: envelope(413, errorCodes.payloadTooLarge, "The request has too many files."),
  FST_FIELDS_LIMIT: envelope(413, errorCodes.payloadTooLarge, "The request has too many fields."),
  FST_REQ_FILE_TOO_LARGE: envelope(413, errorCodes.payloadTooLarge, "A file is too large."),
  FST_PROTO_VIOLATION: envelope(400, errorCodes.malformedMultipart, "The upload is malformed."),
  FST_INVALID_JSON_FIELD_ERROR: envelope(400, errorCodes.malformedMultipart, "The upload is malformed."),
};

/** The rest of Fastify's client errors keep their status with a stable code and fixed copy. */
const byStatus: Record<number, [string, string]> = {
  400: [errorCodes.validationFailed, "The request is not valid."],
  401: [errorCodes.unauthorized, "You must log in before continuing."],
  403: [errorCodes.forbidden, "You are not allowed to do this."],
  404: [errorCodes.notFound, "Not found"],
  405: [errorCodes.badRequest, "This method is not allowed here."],
  406: [errorCodes.unsupportedMediaType, "This content type is not supported."],
  408: [errorCodes.requestTimeout, "The request took too long."],
  413: [errorCodes.payloadTooLarge, "The request is too large."],
  414: [errorCodes.uriTooLong, "This address is too long."],
  415: [errorCodes.unsupportedMediaType, "This content type is not supported."],
  429: [errorCodes.rateLimited, "Too many requests. Please wait a moment and try again."],
  431: [errorCodes.headersTooLarge, "The request's headers are too large."],
  503: [errorCodes.serviceUnavailable, "The service is unavailable. Please try again later."],
};

/**
 * The multipart reader (busboy) throws plain errors for a body it cannot read (no boundary, a part
 * cut short), and a file stream ended early reports a premature close.
 */
function isMalformedMultipart(error: unknown, request?: FastifyRequest): boolean {
  if (!(error instanceof Error) || (error as FastifyError).statusCode !== undefined) return false;
  const multipart = request?.headers["content-type"]?.toLowerCase().includes("multipart/") ?? false;
  return (
    multipart &&
    ((error as { code?: unknown }).code === "ERR_STREAM_PREMATURE_CLOSE" ||
      /busboy|dicer/i.test(error.stack ?? "") ||
      /multipart|boundary|terminated early/i.test(error.message))
  );
}

function validationEnvelope(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & object): Known | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const [first] = error.validation;
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || first?.params?.issue?.path?.join(".");
  const where = error.validationContext === "body" || !error.validationContext ? "" : `${error.validationContext} `;
  const name = field ? `${where}${field}` : where.trim() || "request";
  const body: ErrorEnvelope = {
    status: false,
    message: `${name}: ${first?.message ?? "is invalid"}`,
    code: errorCodes.validationFailed,
  };
  if (field) body.field = field;
  return { statusCode: 400, body };
}

export function toErrorEnvelope(error: unknown, request?: FastifyRequest): Known | null {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { status: false, message: error.message, code: error.code };
    if (error.field) body.field = error.field;
    if (error.extra) Object.assign(body, error.extra);
    return { statusCode: error.statusCode, body };
  }
  const validation = validationEnvelope(error as object);
  if (validation) return validation;
  const refusal = refusalOf(error);
  if (refusal) return envelope(refusal.statusCode, refusal.code, refusal.message);
  if (isMalformedMultipart(error, request)) {
    return envelope(400, errorCodes.malformedMultipart, "The upload is malformed.");
  }
  const { code, statusCode } = error as FastifyError;
  const framework = typeof code === "string" ? frameworkRefusals[code] : undefined;
  if (framework) return framework;
  if (!isResponseSerializationError(error) && typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    const [stableCode, message] = byStatus[statusCode] ?? byStatus[400] ?? [errorCodes.badRequest, "Bad request"];
    return envelope(statusCode, stableCode, message);
  }
  return null;
}

function send(reply: FastifyReply, known: Known) {
  if (known.body.retry_after !== undefined) reply.header("retry-after", String(known.body.retry_after));
  return reply.status(known.statusCode).send(known.body);
}

/** One place where every failure becomes the envelope; nothing internal leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toErrorEnvelope(error, request);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, "request failed");
      return send(reply, known);
    }
    request.log.error({ err: error }, "unexpected error");
    return send(reply, envelope(500, errorCodes.internal, somethingWentWrong));
  });
}

/** Fastify's `frameworkErrors`: a malformed or over-long path, answered before any route runs. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    frameworkRefusals[error.code] ?? envelope(400, errorCodes.badRequest, "The request is not valid."),
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers too large, a malformed
 * request line or length) or gives up on (a request that took too long), written on the socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [statusCode, code, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ([408, errorCodes.requestTimeout, "The request took too long."] as const)
      : error.code === "HPE_HEADER_OVERFLOW"
        ? ([431, errorCodes.headersTooLarge, "The request's headers are too large."] as const)
        : ([400, errorCodes.badRequest, "The request is not valid."] as const);
  const body = JSON.stringify({ status: false, message, code } satisfies ErrorEnvelope);
  if (socket.writable) {
    const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[statusCode];
    socket.write(
      `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
