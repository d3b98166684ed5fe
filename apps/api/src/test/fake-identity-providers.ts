/** Local stand-ins for Google, Apple and Facebook, so social sign-in tests never leave the machine. */
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";

export type IdTokenClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean | "true" | "false";
  /** The app the token was issued to; the first configured client id unless given. */
  aud?: string;
  /** The provider's real issuer unless given. */
  iss?: string;
  /** Seconds since the epoch; ten minutes from now unless given. */
  exp?: number;
  [claim: string]: unknown;
};

/** `forged`: signed by a key the provider never published, under the provider's key id. */
export type MintOptions = { forged?: boolean };

export type FacebookUser = {
  id: string;
  email?: string;
  /** The app the token was issued to; ours unless given. */
  appId?: string;
};

export type FakeProviderEnv = {
  GOOGLE_CLIENT_IDS: string;
  GOOGLE_JWKS_URL: string;
  GOOGLE_ISSUERS: string;
  APPLE_CLIENT_IDS: string;
  APPLE_JWKS_URL: string;
  APPLE_ISSUER: string;
  FACEBOOK_APP_ID: string;
  FACEBOOK_APP_SECRET: string;
  FACEBOOK_GRAPH_URL: string;
};

export type FakeIdentityProviders = {
  /** The variables that point the server at these fakes. */
  env: FakeProviderEnv;
  googleIdToken(claims: IdTokenClaims, options?: MintOptions): Promise<string>;
  appleIdToken(claims: IdTokenClaims, options?: MintOptions): Promise<string>;
  /** Registers a user access token the fake Graph API will vouch for, and returns it. */
  facebookToken(user: FacebookUser): string;
  /** Paths requested so far, to see how often the server calls out. */
  requests: string[];
  close(): Promise<void>;
};

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

const facebookAppId = "1234567890";

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

function mintIdToken(key: SigningKey, forger: SigningKey, defaults: { aud: string; iss: string }) {
  return ({ aud = defaults.aud, iss = defaults.iss, exp, ...claims }: IdTokenClaims, options: MintOptions = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: key.kid })
      .setIssuedAt()
      .setAudience(aud)
      .setIssuer(iss)
      .setExpirationTime(exp ?? "10m")
      .sign(options.forged ? forger.privateKey : key.privateKey);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const invalidTokenAnswer = { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } };

export async function startFakeIdentityProviders(): Promise<FakeIdentityProviders> {
  const [google, apple, forger] = await Promise.all([
    signingKey("google-1"),
    signingKey("apple-1"),
    signingKey("forger"),
  ]);
  const appSecret = randomBytes(16).toString("hex");
  const facebookUsers = new Map<string, FacebookUser>();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push(url.pathname);
    const query = (name: string) => url.searchParams.get(name) ?? "";
    switch (url.pathname) {
      case "/google/certs":
        return sendJson(response, 200, { keys: [google.publicJwk] });
      case "/apple/keys":
        return sendJson(response, 200, { keys: [apple.publicJwk] });
      case "/graph/debug_token": {
        if (query("access_token") !== `${facebookAppId}|${appSecret}`)
          return sendJson(response, 400, invalidTokenAnswer);
        const user = facebookUsers.get(query("input_token"));
        const data = user
          ? { is_valid: true, app_id: user.appId ?? facebookAppId, user_id: user.id, type: "USER" }
          : { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } };
        return sendJson(response, 200, { data });
      }
      case "/graph/me": {
        const user = facebookUsers.get(query("access_token"));
        if (!user) return sendJson(response, 400, invalidTokenAnswer);
        // Like Facebook, no email field at all for a user without a confirmed one.
        return sendJson(response, 200, { id: user.id, email: user.email });
      }
      default:
        return sendJson(response, 404, { error: "not found" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env: FakeProviderEnv = {
    GOOGLE_CLIENT_IDS: "google-web.apps.googleusercontent.com,google-ios.apps.googleusercontent.com",
    GOOGLE_JWKS_URL: `${base}/google/certs`,
    GOOGLE_ISSUERS: "https://accounts.google.com,accounts.google.com",
    APPLE_CLIENT_IDS: "com.example.rewards.web,com.example.rewards",
    APPLE_JWKS_URL: `${base}/apple/keys`,
    APPLE_ISSUER: "https://appleid.apple.com",
    FACEBOOK_APP_ID: facebookAppId,
    FACEBOOK_APP_SECRET: appSecret,
    FACEBOOK_GRAPH_URL: `${base}/graph`,
  };

  return {
    env,
    googleIdToken: mintIdToken(google, forger, {
      aud: "google-web.apps.googleusercontent.com",
      iss: "https://accounts.google.com",
    }),
    appleIdToken: mintIdToken(apple, forger, { aud: "com.example.rewards.web", iss: env.APPLE_ISSUER }),
    facebookToken(user) {
      const token = `EAA${randomBytes(24).toString("base64url")}`;
      facebookUsers.set(token, user);
      return token;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
