import { errorCodes } from "@rewards/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const charsetPattern = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * JSON bodies are UTF-8 (RFC 8259) and nothing else. Fastify's own parser reads any declared
 * charset as UTF-8 and turns bytes that are not UTF-8 into U+FFFD, so a member's text would be
 * stored changed without anyone being told. Here a body that declares another charset is refused
 * (415) and one whose bytes are not UTF-8 is refused (400); the rest goes to Fastify's parser as
 * before, with its guards against `__proto__` and `constructor` keys.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = charsetPattern.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      done(new AppError(415, errorCodes.unsupportedMediaType, "Send JSON in UTF-8."), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError(400, errorCodes.validationFailed, "The request body is not valid UTF-8."), undefined);
      return;
    }
    parse(request, text, done);
  });
}
