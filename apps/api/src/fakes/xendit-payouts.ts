import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Xendit Payouts v2 for tests and the demo: the same paths, auth, bodies and webhooks as
 * the real API (`POST /v2/payouts` with `Idempotency-key`, `GET /v2/payouts?reference_id=`,
 * `GET /v2/payouts/{id}`, the account check at `POST /v1/account_validation`, webhooks with
 * `x-callback-token`), plus the faults a real provider has: it can be told to time out, answer
 * 5xx, send a webhook twice, out of order or late, tell a different holder's name, and reverse a
 * paid payout.
 */

export type FakeStatus = "ACCEPTED" | "SUCCEEDED" | "FAILED" | "CANCELLED" | "REVERSED";
export type FakePayout = {
  id: string;
  reference_id: string;
  channel_code: string;
  channel_properties: { account_number: string; account_holder_name: string };
  amount: number;
  currency: string;
  description?: string;
  status: FakeStatus;
  failure_code?: string;
  created: string;
  updated: string;
  business_id: string;
};
/** What the next call to the API does instead of answering normally. */
export type FakeFault = "timeout" | "5xx" | "lost_answer" | "name_mismatch";
/** How the next settlements' webhooks arrive. */
export type WebhookMode = "once" | "twice" | "out_of_order" | "late" | "none";
export type Webhook = { headers: Record<string, string>; body: Record<string, unknown> };

export type FakeXenditOptions = {
  callbackToken: string;
  /** Where webhooks go; tests pass a function (e.g. `app.inject`), the demo a URL. */
  deliver?: (webhook: Webhook) => Promise<void>;
  webhookUrl?: string;
  /** Settle every accepted payout after this long (the demo); unset, only `settle()` does. */
  autoSettleMs?: number;
  /** How long a `timeout` fault holds its answer. */
  stallMs?: number;
  port?: number;
  now?: () => Date;
};

const businessId = "5f27a14a9bf05c73dd040bc8";
const names = ["BUDI SANTOSO", "SITI RAHAYU", "AYU LESTARI", "NGUYEN VAN AN", "TRAN THI BICH", "LE MINH CHAU"];

/**
 * The fake's records of who holds an account: a number ending in 404 does not exist, any other
 * gets a name drawn from the number (the same number, the same name), unless set with `holders`.
 * In the demo, an account ending in 13 fails when paid (REJECTED_BY_CHANNEL).
 */
function drawnName(accountNumber: string): string {
  const digest = createHash("sha256").update(accountNumber).digest();
  return names[(digest[0] ?? 0) % names.length] ?? "BUDI SANTOSO";
}

export type FakeXendit = {
  url: string;
  payouts: Map<string, FakePayout>;
  holders: Map<string, string>;
  /** Queues a fault for the next API call (one call each). */
  failNext(fault: FakeFault): void;
  /** How the next settlement's webhooks arrive. */
  webhooks(mode: WebhookMode): void;
  /** Moves a payout (by its id or our reference) to a final status and sends its webhooks. */
  settle(ref: string, status: Exclude<FakeStatus, "ACCEPTED">, failureCode?: string): Promise<FakePayout>;
  /** Delivers the webhooks held back by `late`. */
  flushLate(): Promise<void>;
  /** Every webhook built so far, delivered or not. */
  sent: Webhook[];
  close(): Promise<void>;
};

export async function startFakeXendit(options: FakeXenditOptions): Promise<FakeXendit> {
  const now = options.now ?? (() => new Date());
  const payouts = new Map<string, FakePayout>();
  const byKey = new Map<string, string>();
  const holders = new Map<string, string>();
  const faults: FakeFault[] = [];
  let mode: WebhookMode = "once";
  const late: Webhook[] = [];
  const sent: Webhook[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const holderOf = (number: string) => holders.get(number) ?? drawnName(number);
  const find = (ref: string) => payouts.get(ref) ?? [...payouts.values()].find((one) => one.reference_id === ref);

  async function post(webhook: Webhook) {
    if (options.deliver) return options.deliver(webhook);
    if (!options.webhookUrl) return;
    await fetch(options.webhookUrl, {
      method: "POST",
      headers: { ...webhook.headers, "content-type": "application/json" },
      body: JSON.stringify(webhook.body),
    }).catch(() => undefined);
  }

  function webhookOf(payout: FakePayout): Webhook {
    const webhook = {
      headers: { "x-callback-token": options.callbackToken, "webhook-id": randomBytes(12).toString("hex") },
      body: {
        event: `payout.${payout.status.toLowerCase()}`,
        business_id: businessId,
        created: now().toISOString(),
        data: { ...payout },
      },
    };
    sent.push(webhook);
    return webhook;
  }

  async function announce(webhooks: Webhook[]) {
    const current = mode;
    mode = "once";
    if (current === "none") return;
    if (current === "late") {
      late.push(...webhooks);
      return;
    }
    const ordered = current === "out_of_order" ? [...webhooks].reverse() : webhooks;
    for (const webhook of ordered) {
      await post(webhook);
      if (current === "twice") await post(webhook);
    }
  }

  async function settle(ref: string, status: Exclude<FakeStatus, "ACCEPTED">, failureCode?: string) {
    const payout = find(ref);
    if (!payout) throw new Error(`fake Xendit has no payout ${ref}`);
    const steps: Webhook[] = [];
    // A reversal follows a success: both are told, in order (unless told out of order).
    if (status === "REVERSED" && payout.status === "ACCEPTED") {
      Object.assign(payout, { status: "SUCCEEDED", updated: now().toISOString() });
      steps.push(webhookOf(payout));
    }
    Object.assign(payout, { status, updated: now().toISOString() }, failureCode ? { failure_code: failureCode } : {});
    steps.push(webhookOf(payout));
    await announce(steps);
    return payout;
  }

  function answer(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  }

  function create(body: Record<string, unknown>, key: string): FakePayout {
    const properties = (body.channel_properties ?? {}) as FakePayout["channel_properties"];
    const at = now().toISOString();
    const payout: FakePayout = {
      id: `disb-${randomBytes(12).toString("hex")}`,
      reference_id: String(body.reference_id),
      channel_code: String(body.channel_code),
      channel_properties: properties,
      amount: Number(body.amount),
      currency: String(body.currency),
      description: typeof body.description === "string" ? body.description : undefined,
      status: "ACCEPTED",
      created: at,
      updated: at,
      business_id: businessId,
    };
    payouts.set(payout.id, payout);
    byKey.set(key, payout.id);
    if (options.autoSettleMs !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const number = properties.account_number ?? "";
        const mismatch = properties.account_holder_name !== holderOf(number);
        if (number.endsWith("13") || mismatch)
          void settle(payout.id, "FAILED", mismatch ? "NAME_MISMATCH" : "REJECTED_BY_CHANNEL");
        else void settle(payout.id, "SUCCEEDED");
      }, options.autoSettleMs);
      timers.add(timer);
    }
    return payout;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse, raw: string) {
    const url = new URL(request.url ?? "/", "http://fake");
    const auth = request.headers.authorization ?? "";
    const key = Buffer.from(auth.replace(/^Basic /, ""), "base64").toString();
    if (!key.startsWith("xnd_") || !key.endsWith(":")) {
      return answer(response, 401, { error_code: "INVALID_API_KEY", message: "API key is invalid" });
    }
    const fault = faults.shift();
    if (fault === "5xx") return answer(response, 503, { error_code: "SERVER_ERROR", message: "Service unavailable" });
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return answer(response, 400, { error_code: "API_VALIDATION_ERROR", message: "Invalid JSON" });
    }
    const reply = (status: number, value: unknown) => {
      if (fault === "timeout") {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.writableEnded) answer(response, status, value);
        }, options.stallMs ?? 5_000);
        timers.add(timer);
        return;
      }
      if (fault === "lost_answer") return answer(response, 502, { error_code: "SERVER_ERROR", message: "Bad gateway" });
      answer(response, status, value);
    };

    if (request.method === "POST" && url.pathname === "/v1/account_validation") {
      const holder = (body.account_holder ?? {}) as { account_number?: string; phone_number?: string };
      const number = (holder.account_number ?? holder.phone_number ?? "").replace(/^\+/, "");
      if (!number || number.endsWith("404")) {
        return reply(400, { error_code: "VALIDATION_ERROR", message: "Account holder name could not be found" });
      }
      const name = fault === "name_mismatch" ? "SOMEONE ELSE" : holderOf(number);
      return reply(200, {
        account_holder_name: name,
        channel_code: body.channel_code,
        account_number: number,
        is_verified: true,
      });
    }
    if (request.method === "POST" && url.pathname === "/v2/payouts") {
      const idempotencyKey = request.headers["idempotency-key"];
      if (typeof idempotencyKey !== "string" || idempotencyKey.length === 0) {
        return answer(response, 400, { error_code: "API_VALIDATION_ERROR", message: "Idempotency-key is required" });
      }
      const known = byKey.get(idempotencyKey);
      if (known)
        return reply(409, {
          error_code: "DUPLICATE_ERROR",
          message: "A payout with this idempotency key already exists",
        });
      if (
        typeof body.reference_id !== "string" ||
        typeof body.channel_code !== "string" ||
        !(Number(body.amount) > 0)
      ) {
        return answer(response, 400, { error_code: "API_VALIDATION_ERROR", message: "Invalid payout" });
      }
      return reply(200, create(body, idempotencyKey));
    }
    if (request.method === "GET" && url.pathname === "/v2/payouts") {
      const ref = url.searchParams.get("reference_id") ?? "";
      return reply(
        200,
        [...payouts.values()].filter((one) => one.reference_id === ref),
      );
    }
    const one = /^\/v2\/payouts\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && one?.[1]) {
      const payout = payouts.get(one[1]);
      return payout
        ? reply(200, payout)
        : answer(response, 404, { error_code: "DATA_NOT_FOUND", message: "Payout not found" });
    }
    return answer(response, 404, { error_code: "NOT_FOUND", message: "Not found" });
  }

  const server = http.createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      raw += chunk;
    });
    request.on("end", () => {
      void handle(request, response, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    payouts,
    holders,
    sent,
    failNext: (fault) => faults.push(fault),
    webhooks: (next) => {
      mode = next;
    },
    settle,
    async flushLate() {
      const held = late.splice(0);
      for (const webhook of held) await post(webhook);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
