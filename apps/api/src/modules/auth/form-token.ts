import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { errorCodes } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { overHttps } from "../../http/https-site.js";
import { installationSecret } from "../app-meta/index.js";

/**
 * The token of the account pages' plain forms (`plain-forms.ts`). A plain form cannot send the
 * `platform` header that guards the JSON API, so its post proves where it came from twice: by the
 * browser's `Sec-Fetch-Site` (or `Origin`) and by a token only this site's page could hold. The page
 * is prerendered and the same for everyone, so the token is not in it: the server gives each visitor
 * a random `form_key` cookie when it sends a form page and writes the key's HMAC into the form's
 * hidden field as it sends it. Another site can neither read the cookie nor sign a key of its own.
 */
export const formKeyCookieName = "form_key";
/** What a prerendered form page holds where the server writes the visitor's token. */
export const formTokenPlaceholder = "%FORM_TOKEN%";

const keyPattern = /^[A-Za-z0-9_-]{43}$/;

export type FormTokens = {
  /** The visitor's token, made (with its cookie) on their first form page. */
  issue(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Refuses (403) a post that is not from this site's own page. */
  check(request: FastifyRequest, token: string, site: string): Promise<void>;
};

export function formTokens(db: Db): FormTokens {
  let secret: Promise<string> | null = null;
  const secretOf = () => {
    secret ??= installationSecret(db, "formTokenSecret");
    secret.catch(() => {
      secret = null;
    });
    return secret;
  };
  const sign = async (key: string) =>
    createHmac("sha256", await secretOf())
      .update(key)
      .digest("base64url");

  return {
    async issue(request, reply) {
      let key = request.cookies[formKeyCookieName];
      if (!key || !keyPattern.test(key)) {
        key = randomBytes(32).toString("base64url");
        // Strict: the browser never sends it along with another site's request, not even a link.
        reply.setCookie(formKeyCookieName, key, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: overHttps(request),
        });
      }
      return sign(key);
    },
    async check(request, token, site) {
      if (!fromThisSite(request, site)) throw refused("This form was not sent from this site.");
      const key = request.cookies[formKeyCookieName];
      if (!key || !keyPattern.test(key)) throw refused("This form has expired. Please open the page again.");
      const expected = Buffer.from(await sign(key));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw refused("This form has expired. Please open the page again.");
      }
    },
  };
}

/**
 * Whether the browser says the post comes from a page of this site: `Sec-Fetch-Site: same-origin`,
 * or, from a browser that does not send it, an `Origin` that is the site's address or the one asked.
 */
function fromThisSite(request: FastifyRequest, site: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  const own = `${overHttps(request) ? "https" : "http"}://${request.host}`;
  return origin === new URL(site).origin || origin === own;
}

function refused(message: string): AppError {
  return new AppError(403, errorCodes.csrfRejected, message);
}
