import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
const fakeXenditToken = "e2e-fake-xendit-callback-token";

/** Debian's Chromium; the flags keep it from reaching for the network at start. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktopOnly = [
  "**/admin.spec.ts",
  "**/admin-sections.spec.ts",
  "**/admin-id-checks.spec.ts",
  "**/foundation.spec.ts",
  "**/push.spec.ts",
  "**/step-up.spec.ts",
  "**/takeover.spec.ts",
  "**/minors.spec.ts",
];

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // A shared CI machine answers more slowly than a quiet one; a real defect still fails at twice the wait.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      // What does not depend on the screen runs once, on the desktop project: the back office's
      // desktop sections, the API-level foundations, push, step-up, takeover and the age rule.
      testIgnore: desktopOnly,
    },
  ],
  webServer: [
    {
      // The payout provider's fake (apps/api/src/fakes): it pays each payout a second after it is sent.
      command: "node --import tsx src/fakes/xendit-payouts-cli.ts",
      cwd: path.resolve(import.meta.dirname, "../apps/api"),
      url: `http://127.0.0.1:${port + 1}/v2/payouts`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_XENDIT_PORT: String(port + 1),
        FAKE_XENDIT_SETTLE_MS: "1000",
        FAKE_XENDIT_WEBHOOK_URL: `${baseURL}/api/payouts/xendit/webhook`,
        XENDIT_CALLBACK_TOKEN: fakeXenditToken,
      },
    },
    {
      command: "node --import tsx src/main.ts",
      cwd: path.resolve(import.meta.dirname, "../apps/api"),
      url: `${baseURL}/api/health_checkes`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, "../data/e2e"),
        // The embedded database by default; CI hands a fresh PostgreSQL database (E2E_DATABASE_URL),
        // as production runs, which also answers two browsers at once faster than one embedded engine.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        DEMO_DATA: "true",
        LOG_LEVEL: "warn",
        // Each test poses as a client of its own (tests/support/accounts.ts), within the API's per-address limits.
        TRUST_PROXY: "true",
        // Cash-outs to a channel go through the fake provider; those to another bank stay the operator's.
        PAYOUT_PROVIDER: "xendit",
        XENDIT_BASE_URL: `http://127.0.0.1:${port + 1}`,
        XENDIT_SECRET_KEY: "xnd_development_e2e",
        XENDIT_CALLBACK_TOKEN: fakeXenditToken,
      },
    },
  ],
});
