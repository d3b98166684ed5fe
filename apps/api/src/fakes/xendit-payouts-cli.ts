import { startFakeXendit } from "./xendit-payouts.js";

/**
 * `npm run fake:xendit`: the fake on FAKE_XENDIT_PORT (4510), settling each payout after
 * FAKE_XENDIT_SETTLE_MS (3 s) and calling back FAKE_XENDIT_WEBHOOK_URL with XENDIT_CALLBACK_TOKEN.
 * Point the product at it with PAYOUT_PROVIDER=xendit XENDIT_BASE_URL=http://127.0.0.1:4510 and
 * any secret key starting with xnd_.
 */
const token = process.env.XENDIT_CALLBACK_TOKEN ?? "fake-xendit-callback-token";
const fake = await startFakeXendit({
  callbackToken: token,
  port: Number(process.env.FAKE_XENDIT_PORT ?? 4510),
  autoSettleMs: Number(process.env.FAKE_XENDIT_SETTLE_MS ?? 3_000),
  webhookUrl: process.env.FAKE_XENDIT_WEBHOOK_URL ?? "http://127.0.0.1:3000/api/payouts/xendit/webhook",
});
console.log(`fake Xendit Payouts listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
