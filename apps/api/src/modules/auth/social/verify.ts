/** Checks a token handed over by Google, Apple or Facebook and says whose account it proves. */
import { createHmac } from "node:crypto";
import type { SocialProvider, SocialProvidersConfig } from "@rewards/contracts";
import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import type { Config } from "../../../config/env.js";

export type SocialIdentity = {
  provider: SocialProvider;
  /** The provider's stable id for the account; emails can change, this cannot. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
};

/** A token that proves nothing. The message names the reason, never the token, so it can be logged. */
export class SocialTokenError extends Error {
  override name = "SocialTokenError";
}

export type SocialConfig = Pick<
  Config,
  | "GOOGLE_CLIENT_IDS"
  | "GOOGLE_JWKS_URL"
  | "GOOGLE_ISSUERS"
  | "APPLE_CLIENT_IDS"
  | "APPLE_JWKS_URL"
  | "APPLE_ISSUER"
  | "APPLE_REDIRECT_URI"
  | "FACEBOOK_APP_ID"
  | "FACEBOOK_APP_SECRET"
  | "FACEBOOK_GRAPH_URL"
  | "PUBLIC_URL"
>;

export type SocialVerifier = {
  enabled(provider: SocialProvider): boolean;
  verify(provider: SocialProvider, token: string): Promise<SocialIdentity>;
};

/** Checks a token for one provider; a provider without its configuration has none. */
type ProviderCheck = (token: string) => Promise<SocialIdentity>;

const requestTimeoutMs = 5_000;
/** Room for the clock of this server and the provider's to disagree a little. */
const clockToleranceSeconds = 30;

export function createSocialVerifier(config: SocialConfig, options: { fetch?: typeof fetch } = {}): SocialVerifier {
  const checks: Record<SocialProvider, ProviderCheck | undefined> = {
    google: idTokenCheck("google", {
      audiences: commaList(config.GOOGLE_CLIENT_IDS),
      issuers: commaList(config.GOOGLE_ISSUERS),
      jwksUrl: config.GOOGLE_JWKS_URL,
      fetch: options.fetch,
    }),
    apple: idTokenCheck("apple", {
      audiences: commaList(config.APPLE_CLIENT_IDS),
      issuers: [config.APPLE_ISSUER],
      jwksUrl: config.APPLE_JWKS_URL,
      fetch: options.fetch,
    }),
    facebook: facebookCheck(config, options.fetch),
  };
  return {
    enabled: (provider) => checks[provider] !== undefined,
    async verify(provider, token) {
      const check = checks[provider];
      if (!check) throw new SocialTokenError(`${provider} sign-in is not configured`);
      return check(token);
    },
  };
}

/** What the sign-in screen needs to start each provider's own flow; the first id of a list is the web client. */
export function publicSocialConfig(config: SocialConfig): SocialProvidersConfig {
  const googleClientId = commaList(config.GOOGLE_CLIENT_IDS)[0];
  const appleClientId = commaList(config.APPLE_CLIENT_IDS)[0];
  const facebookAppId = config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : undefined;
  return {
    google: googleClientId ? { client_id: googleClientId } : null,
    apple: appleClientId
      ? {
          client_id: appleClientId,
          redirect_uri: config.APPLE_REDIRECT_URI ?? `${trimSlash(config.PUBLIC_URL)}/sign-in`,
        }
      : null,
    facebook: facebookAppId ? { app_id: facebookAppId } : null,
  };
}

type IdTokenIssuer = { audiences: string[]; issuers: string[]; jwksUrl: string; fetch: typeof fetch | undefined };
type SigningKeys = ReturnType<typeof createRemoteJWKSet>;

/** Google and Apple both hand out OpenID Connect ID tokens signed with keys they publish. */
function idTokenCheck(provider: "google" | "apple", issuer: IdTokenIssuer): ProviderCheck | undefined {
  if (issuer.audiences.length === 0) return undefined;
  let keys: SigningKeys | undefined;
  // Built on first use and kept, so jose's cache spares the provider a key fetch per sign-in.
  const signingKeys = () => {
    keys ??= createRemoteJWKSet(new URL(issuer.jwksUrl), {
      timeoutDuration: requestTimeoutMs,
      ...(issuer.fetch && { [customFetch]: issuer.fetch }),
    });
    return keys;
  };
  return async (token) => {
    const claims = await verifiedClaims(provider, token, signingKeys(), issuer);
    if (typeof claims.sub !== "string" || claims.sub === "") {
      throw new SocialTokenError(`${provider} token refused: no subject`);
    }
    const email = typeof claims.email === "string" ? claims.email : null;
    return {
      provider,
      subject: claims.sub,
      email,
      // Both providers have sent this claim as a boolean and as the string "true".
      emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === "true"),
    };
  };
}

async function verifiedClaims(
  provider: string,
  token: string,
  keys: SigningKeys,
  issuer: IdTokenIssuer,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      audience: issuer.audiences,
      issuer: issuer.issuers,
      algorithms: ["RS256", "ES256"],
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ["sub", "exp"],
    });
    return payload;
  } catch (error) {
    // jose's messages name the failed check (claim, signature, key fetch) without echoing the token.
    const reason = error instanceof errors.JOSEError ? error.message : "signing keys unreachable";
    throw new SocialTokenError(`${provider} token refused: ${reason}`, { cause: error });
  }
}

const debugTokenAnswer = z.object({
  data: z.object({ is_valid: z.boolean(), app_id: z.string().optional(), user_id: z.string().optional() }),
});
const meAnswer = z.object({ id: z.string(), email: z.string().optional() });

/** Facebook gives an opaque access token: the Graph API says which app it was issued to and whose it is. */
function facebookCheck(config: SocialConfig, fetchImpl: typeof fetch | undefined): ProviderCheck | undefined {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = config;
  if (!appId || !appSecret) return undefined;
  const graph = (path: string, query: Record<string, string>) => {
    const url = new URL(`${trimSlash(config.FACEBOOK_GRAPH_URL)}/${path}`);
    url.search = new URLSearchParams(query).toString();
    return url;
  };
  return async (token) => {
    const debugUrl = graph("debug_token", { input_token: token, access_token: `${appId}|${appSecret}` });
    const { data } = await graphJson(debugUrl, debugTokenAnswer, fetchImpl);
    if (!data.is_valid) throw new SocialTokenError("facebook token refused: not valid");
    // A token issued to another app proves only that its user trusted that app, not us.
    if (data.app_id !== appId) throw new SocialTokenError("facebook token refused: issued to another app");
    // The proof ties the call to our secret, as Facebook asks of server-side calls with a user token.
    const proof = createHmac("sha256", appSecret).update(token).digest("hex");
    const meUrl = graph("me", { fields: "id,email", access_token: token, appsecret_proof: proof });
    const me = await graphJson(meUrl, meAnswer, fetchImpl);
    if (me.id !== data.user_id) throw new SocialTokenError("facebook token refused: user does not match");
    // Facebook only returns an email its owner has confirmed.
    return { provider: "facebook", subject: me.id, email: me.email ?? null, emailVerified: me.email !== undefined };
  };
}

async function graphJson<T>(url: URL, schema: z.ZodType<T>, fetchImpl: typeof fetch = fetch): Promise<T> {
  // The path alone: the query holds the user's token and the app secret.
  const where = `facebook ${url.pathname}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    throw new SocialTokenError(`${where} unreachable`, { cause: error });
  }
  if (!response.ok) throw new SocialTokenError(`${where} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new SocialTokenError(`${where} answered malformed JSON`);
  return parsed.data;
}

function commaList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
