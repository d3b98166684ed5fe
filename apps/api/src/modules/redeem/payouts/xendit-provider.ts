import { createHash, timingSafeEqual } from "node:crypto";
import { xenditPayoutWebhook } from "@rewards/contracts";
import {
  AccountRefused,
  type PayoutProvider,
  type ProviderPayout,
  type ProviderStatus,
  ProviderUnavailable,
  WebhookRefused,
} from "./provider.js";

export type XenditSettings = {
  baseUrl: string;
  secretKey: string;
  callbackToken: string;
  timeoutMs: number;
};

const providerStatuses: readonly ProviderStatus[] = [
  "ACCEPTED",
  "REQUESTED",
  "REQUIRES_ACTION",
  "PENDING",
  "SUCCEEDED",
  "FAILED",
  "CANCELLED",
  "REVERSED",
];

/**
 * Xendit retries a webhook that was not answered 200 for 24 hours; one older than that (and a
 * little clock skew) is a replay, refused before anything else is read.
 */
export const webhookWindowMs = 25 * 60 * 60 * 1000;

type PayoutBody = { id?: unknown; reference_id?: unknown; status?: unknown; failure_code?: unknown };

function payoutOf(body: PayoutBody): ProviderPayout {
  const status = String(body.status ?? "");
  if (typeof body.id !== "string" || typeof body.reference_id !== "string") {
    throw new ProviderUnavailable("the provider's answer carried no payout");
  }
  return {
    providerRef: body.id,
    referenceId: body.reference_id,
    status: (providerStatuses as readonly string[]).includes(status) ? (status as ProviderStatus) : "PENDING",
    failureCode: typeof body.failure_code === "string" ? body.failure_code : null,
  };
}

/** Equal-time comparison of digests, so the token's length and prefix do not leak through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Xendit Payouts v2 (`POST /v2/payouts`, `GET /v2/payouts?reference_id=`), Basic auth with the secret key. */
export function xenditProvider(settings: XenditSettings): PayoutProvider {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}`;

  async function call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: { authorization, "content-type": "application/json", ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`the provider did not answer: ${(error as Error).name}`);
    }
    const text = await response.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ProviderUnavailable(`the provider answered ${response.status} without JSON`);
    }
    return { status: response.status, json: json as Record<string, unknown> | null };
  }

  async function readStatus(referenceId: string): Promise<ProviderPayout | null> {
    const answer = await call("GET", `/v2/payouts?reference_id=${encodeURIComponent(referenceId)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new ProviderUnavailable(`the provider answered ${answer.status}`);
    const list = Array.isArray(answer.json) ? (answer.json as PayoutBody[]) : [];
    const first = list[0];
    return first ? payoutOf(first) : null;
  }

  return {
    name: "xendit",
    automatic: true,
    async validateAccount(channel, accountNumber) {
      const answer = await call("POST", "/v1/account_validation", {
        channel_category: channel.kind === "bank" ? "BANK" : "EWALLET",
        channel_code: channel.code,
        account_holder:
          channel.kind === "bank" ? { account_number: accountNumber } : { phone_number: `+${accountNumber}` },
      });
      if (answer.status === 400 || answer.status === 404) throw new AccountRefused("no such account");
      if (answer.status !== 200) throw new ProviderUnavailable(`the provider answered ${answer.status}`);
      const name = answer.json?.account_holder_name;
      return { holderName: typeof name === "string" && name.length > 0 ? name : null };
    },
    async send(order) {
      const answer = await call(
        "POST",
        "/v2/payouts",
        {
          reference_id: order.referenceId,
          channel_code: order.channel.code,
          channel_properties: { account_number: order.accountNumber, account_holder_name: order.accountName },
          amount: order.amount,
          currency: order.currency,
          description: "Rewards cash-out",
        },
        { "idempotency-key": order.idempotencyKey },
      );
      if (answer.status === 200 || answer.status === 201) return payoutOf(answer.json ?? {});
      // The same key again: the first call went through (its answer was lost); read what it made.
      if (answer.status === 409) {
        const known = await readStatus(order.referenceId);
        if (known) return known;
      }
      // A refusal of the payout itself fails it; our own key or a rate limit is ours to fix, and waits.
      const ours = [401, 403, 409, 429].includes(answer.status);
      if (answer.status >= 400 && answer.status < 500 && !ours) {
        const code = typeof answer.json?.error_code === "string" ? answer.json.error_code : "REJECTED_BY_CHANNEL";
        return { providerRef: "", referenceId: order.referenceId, status: "FAILED", failureCode: code };
      }
      throw new ProviderUnavailable(`the provider answered ${answer.status}`);
    },
    readStatus,
    parseWebhook(headers, body, now) {
      const token = headers["x-callback-token"];
      if (typeof token !== "string" || !sameSecret(token, settings.callbackToken)) {
        throw new WebhookRefused("invalid_token");
      }
      const parsed = xenditPayoutWebhook.safeParse(body);
      if (!parsed.success) throw new WebhookRefused("malformed");
      const created = Date.parse(parsed.data.created);
      if (Number.isNaN(created) || Math.abs(now.getTime() - created) > webhookWindowMs) {
        throw new WebhookRefused("stale");
      }
      const payout = payoutOf(parsed.data.data);
      return {
        referenceId: payout.referenceId,
        providerRef: payout.providerRef,
        status: payout.status,
        failureCode: payout.failureCode,
      };
    },
  };
}
