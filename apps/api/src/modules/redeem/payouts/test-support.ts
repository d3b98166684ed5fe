import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type FakeXendit, startFakeXendit } from "../../../fakes/xendit-payouts.js";
import { latestCode } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/app.js";

export const callbackToken = "test-callback-token-0123456789";

/** A server paying through the fake Xendit, whose webhooks go straight into the server. */
export async function xenditTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; fake: FakeXendit }> {
  let app: FastifyInstance | undefined;
  const fake = await startFakeXendit({
    callbackToken,
    stallMs: 1_000,
    async deliver(webhook) {
      await app?.inject({
        method: "POST",
        url: "/api/payouts/xendit/webhook",
        headers: webhook.headers,
        payload: webhook.body,
      });
    },
  });
  const t = await createTestApp({
    PAYOUT_PROVIDER: "xendit",
    XENDIT_BASE_URL: fake.url,
    XENDIT_SECRET_KEY: "xnd_development_test_key",
    XENDIT_CALLBACK_TOKEN: callbackToken,
    XENDIT_TIMEOUT_MS: "300",
    ...env,
  });
  app = t.app;
  return { t, fake };
}

export function post(app: FastifyInstance, url: string, token: string, payload: object) {
  return app.inject({ method: "POST", url: `/api${url}`, payload, headers: { token } });
}

/** Starts a cash-out to `destination` and confirms it with the texted code. */
export async function cashOut(
  t: TestApp,
  member: { token: string; phone: string },
  destination: { point: number; channel_code: string; account_number: string; account_name: string },
  beforeConfirm?: () => void,
) {
  const started = await post(t.app, "/phone_cards/withdraw", member.token, { bank_name: "-", ...destination });
  expect(started.statusCode, started.body).toBe(200);
  const { request_id } = started.json().data;
  const otp = await latestCode(t.database.db, member.phone);
  beforeConfirm?.();
  const confirmed = await post(t.app, "/phone_cards/withdraw/confirm", member.token, { request_id, otp });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data as { request: { id: string; status: string }; remaining: number };
}

export async function timeline(t: TestApp, token: string, id: string) {
  const answer = await t.app.inject({ method: "GET", url: `/api/payouts/${id}`, headers: { token } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { status: string; failure_code: string | null; events: { status: string }[] };
}
