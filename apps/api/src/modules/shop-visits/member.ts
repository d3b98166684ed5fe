import { errorCodes, storeLocales, storeMessages } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import type { SignedIn } from "../auth/index.js";

/**
 * The shop calls that need an account: a visitor is told so in the spec's words (or, for the
 * campaign exchange, with its own code and message). A session that ended for another reason
 * (signed in elsewhere) keeps its own message.
 */
export async function requireShopMember(
  request: FastifyRequest,
  refusal: { code: string | number; message: string } = {
    code: errorCodes.unauthorized,
    message: storeMessages.signInToUse,
  },
): Promise<SignedIn> {
  try {
    return await request.requireUser();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401 && error.code === errorCodes.unauthorized) {
      throw new AppError(401, refusal.code, refusal.message);
    }
    throw error;
  }
}

/** The language to word notifications in: the device's choice, else the account's, else English. */
export function shopLocale(request: FastifyRequest, accountLocale: string | null | undefined): string {
  const chosen = request.cookies.locale ?? accountLocale;
  return storeLocales.find((locale) => locale === chosen) ?? "en";
}
