import { type ErrorEnvelope, errorCodes } from "@rewards/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./app-error.js";

/** The copy the spec uses when something failed that the user cannot fix. */
const somethingWentWrong = "Something went wrong! Try again later";

/** Fastify's own client errors (bad JSON, body too large, ...) keep their status with a stable code. */
const frameworkCodes: Record<number, string> = {
  400: errorCodes.validationFailed,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  503: errorCodes.serviceUnavailable,
};

const frameworkMessages: Record<number, string> = {
  413: "The request is too large.",
  415: "This content type is not supported.",
  429: "Too many requests. Please wait a moment and try again.",
};

export function toErrorEnvelope(error: unknown): { statusCode: number; body: ErrorEnvelope } | null {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { status: false, message: error.message, code: error.code };
    if (error.field) body.field = error.field;
    if (error.extra) Object.assign(body, error.extra);
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
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
  const statusCode = (error as FastifyError).statusCode;
  if (!isResponseSerializationError(error) && typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      body: {
        status: false,
        message: frameworkMessages[statusCode] ?? (error as Error).message,
        code: frameworkCodes[statusCode] ?? errorCodes.validationFailed,
      },
    };
  }
  return null;
}

/** One place where every failure becomes the envelope; nothing internal leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toErrorEnvelope(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, "request failed");
      if (known.body.retry_after !== undefined) reply.header("retry-after", String(known.body.retry_after));
      return reply.status(known.statusCode).send(known.body);
    }
    request.log.error({ err: error }, "unexpected error");
    const body: ErrorEnvelope = { status: false, message: somethingWentWrong, code: errorCodes.internal };
    return reply.status(500).send(body);
  });
}
