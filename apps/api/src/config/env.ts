import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { apiRoot } from "../lib/api-root.js";
import { admobAdUnitIds, admobProblem, admobVerifierKeys } from "./admob.js";
import { fileUrlSecret, objectStoreProblem, s3Bucket, s3Endpoint } from "./object-store.js";
import { trustProxySetting } from "./trust-proxy.js";
import { vapidPrivateKey, vapidProblem, vapidPublicKey, vapidSubject } from "./vapid.js";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), "must start with postgres:// or postgresql://");

/** Every variable the server reads; `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_DATA: flag.optional(),
  RUN_WORKERS: flag.default(true),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), "must start with redis:// or rediss://")
    .optional(),
  ERROR_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days after a worker reports a job done before the points go to the worker unconfirmed. */
  JOB_AUTO_PAY_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Which proxies say who the client is: false, a hop count, addresses and CIDR ranges, or true (every hop). */
  TRUST_PROXY: trustProxySetting.default(false),
  /** The longest a request may take, upload included; headers and quiet connections get less. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /** The address links in emails point to (reset and sign-in links); unset, where this server listens. */
  PUBLIC_URL: z.url().optional(),
  /** Email through SMTP, e.g. smtp://user:pass@host:587; without it, mail goes to the dev mailbox. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Rewards <no-reply@rewards.invalid>"),
  /** SMS gateway: receives POST JSON {"to", "text"}; without it, texts go to the dev mailbox. */
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Social sign-in. A provider without its id is switched off and its button says so. */
  GOOGLE_CLIENT_IDS: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  APPLE_CLIENT_IDS: z.string().optional(),
  APPLE_JWKS_URL: z.url().default("https://appleid.apple.com/auth/keys"),
  APPLE_ISSUER: z.string().default("https://appleid.apple.com"),
  APPLE_REDIRECT_URI: z.url().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v21.0"),
  /** Web Push's VAPID key pair and contact (`config/vapid.ts`); unset, a pair made on first start. */
  VAPID_PUBLIC_KEY: vapidPublicKey.optional(),
  VAPID_PRIVATE_KEY: vapidPrivateKey.optional(),
  VAPID_SUBJECT: vapidSubject.optional(),
  /** AdMob's rewarded-ad callbacks for the bingo catch-up video (`config/admob.ts`); unset, only the house video. */
  ADMOB_VERIFIER_KEYS: admobVerifierKeys.optional(),
  ADMOB_AD_UNIT_IDS: admobAdUnitIds.optional(),
  /** Whether members may exchange points for phone and gift cards (the spec's `enable_change_card`). */
  ENABLE_CHANGE_CARD: flag.default(true),
  /** Uploads in an S3-compatible bucket (`config/object-store.ts`); unset, on disk under DATA_DIR. */
  S3_BUCKET: s3Bucket.optional(),
  S3_ENDPOINT: s3Endpoint.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as eu-west-1")
    .default("us-east-1"),
  /** Unset, the SDK's own chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path rather than the host name, as MinIO and most emulators want. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Signs the disk's private file links; unset, a secret made on first start and kept in the database. */
  FILE_URL_SECRET: fileUrlSecret.optional(),
  /** Who pays cash-outs: `manual` (an operator pays and records the reference) or `xendit` (Payouts v2). */
  PAYOUT_PROVIDER: z.enum(["manual", "xendit"]).default("manual"),
  /** Xendit's API, or the repository's fake (`npm run fake:xendit`); test mode is the same host with a test key. */
  XENDIT_BASE_URL: z.url().default("https://api.xendit.co"),
  /** The secret API key (Basic auth, the key as the user name). */
  XENDIT_SECRET_KEY: z.string().min(8, "must be at least 8 characters").optional(),
  /** The webhook verification token of Xendit's dashboard, compared with `x-callback-token`. */
  XENDIT_CALLBACK_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** How long one call to the provider may take before it counts as a timeout (retried under the same key). */
  XENDIT_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(10_000),
  /** `GET /api/metrics` with `Authorization: Bearer <token>`; in production without it, only admins read them. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** `npm run worker` serves its own metrics on this port (`GET /metrics`); unset, it serves none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type Env = z.infer<typeof envSchema>;

function payoutProblem(env: Env): string | null {
  if (env.PAYOUT_PROVIDER !== "xendit") return null;
  if (!env.XENDIT_SECRET_KEY) return "XENDIT_SECRET_KEY: required when PAYOUT_PROVIDER=xendit";
  if (!env.XENDIT_CALLBACK_TOKEN) return "XENDIT_CALLBACK_TOKEN: required when PAYOUT_PROVIDER=xendit";
  return null;
}

export type Config = Omit<Env, "PUBLIC_URL"> & {
  /** The site's address: `PUBLIC_URL`, else where this server listens. */
  PUBLIC_URL: string;
  dataDir: string;
  webDistDir: string;
  /** Demo data loads on first start: by default only with the embedded database. */
  demoData: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads `.env` from the working directory when there is one; the real environment wins. */
export function loadDotEnv(file = path.resolve(".env")): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment; an invalid value throws a ConfigError naming the variable and the reason. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const admob = admobProblem(env);
  if (admob) throw new ConfigError(`Invalid configuration:\n  ${admob}`);
  const problem = vapidProblem(env) ?? objectStoreProblem(env) ?? payoutProblem(env);
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    // A new machine's links go where the server is: `PORT=3917` alone gives http://localhost:3917.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(apiRoot, "../web/dist")),
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
  };
}
