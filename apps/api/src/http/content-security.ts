import type { Config } from "../config/env.js";

/**
 * The page's Content-Security-Policy: our own origin only, plus the sign-in scripts and frames of
 * the social providers that are configured (none by default).
 */
function configuredProviders(config: Config) {
  return {
    google: Boolean(config.GOOGLE_CLIENT_IDS),
    apple: Boolean(config.APPLE_CLIENT_IDS),
    facebook: Boolean(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET),
  };
}

/** The providers' sign-in popups talk back to the page that opened them, which `same-origin` forbids. */
export function openerPolicy(config: Config): "same-origin" | "same-origin-allow-popups" {
  const { google, apple, facebook } = configuredProviders(config);
  return google || apple || facebook ? "same-origin-allow-popups" : "same-origin";
}

/** An empty source list is written `'none'`: a bare `frame-src` is malformed, and browsers read it apart. */
const orNone = (sources: string[]) => (sources.length > 0 ? sources : ["'none'"]);

export function contentSecurityDirectives(config: Config) {
  const { google, apple, facebook } = configuredProviders(config);
  const when = (on: boolean, ...sources: string[]) => (on ? sources : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...when(google, "https://accounts.google.com/gsi/client"),
      ...when(apple, "https://appleid.cdn-apple.com"),
      ...when(facebook, "https://connect.facebook.net"),
    ],
    styleSrc: ["'self'", "'unsafe-inline'", ...when(google, "https://accounts.google.com/gsi/style")],
    // Private files come as presigned links straight from the bucket, which may be a plain-http one nearby.
    imgSrc: ["'self'", "data:", "blob:", "https:", ...(config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [])],
    connectSrc: [
      "'self'",
      ...when(google, "https://accounts.google.com/gsi/"),
      ...when(facebook, "https://graph.facebook.com"),
    ],
    frameSrc: orNone([
      ...when(google, "https://accounts.google.com/gsi/"),
      ...when(apple, "https://appleid.apple.com"),
      ...when(facebook, "https://www.facebook.com", "https://web.facebook.com"),
    ]),
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
