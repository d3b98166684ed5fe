import client from "prom-client";

/**
 * The process's metrics, in Prometheus' exposition format at `GET /api/metrics`. Counters count
 * in this process since it started (Prometheus adds the processes up); what lives in the database
 * (queue depth, failed jobs) is read at scrape time, so any process shows the whole picture.
 * Names follow Prometheus' conventions: `rewards_` prefix, base units, `_total` on counters.
 */
export const metricsRegistry = new client.Registry();
const registers = [metricsRegistry];

client.collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new client.Counter({
  name: "rewards_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status code",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const httpRequestDuration = new client.Histogram({
  name: "rewards_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer, by method, route pattern and status code",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const dbCheckoutDuration = new client.Histogram({
  name: "rewards_db_checkout_duration_seconds",
  help: "How long a pooled PostgreSQL connection was held: one statement, or a whole transaction",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const dbPoolConnections = new client.Gauge({
  name: "rewards_db_pool_connections",
  help: "PostgreSQL pool connections of this process: total open, idle, and callers waiting for one",
  labelNames: ["state"] as const,
  registers,
});

export const jobsInQueue = new client.Gauge({
  name: "rewards_jobs",
  help: "Background jobs in the queue by job and state (created and retry wait, active runs, failed gave up)",
  labelNames: ["job", "state"] as const,
  registers,
});

export const deliveries = new client.Counter({
  name: "rewards_deliveries_total",
  help: "Outbound emails, texts and pushes by channel and outcome (sent, failed: retried later or given up)",
  labelNames: ["channel", "outcome"] as const,
  registers,
});

export const ledgerPosts = new client.Counter({
  name: "rewards_ledger_posts_total",
  help: "Point movements by outcome: posted (a new ledger entry) or refused (not enough points)",
  labelNames: ["outcome"] as const,
  registers,
});

export const openWebSockets = new client.Gauge({
  name: "rewards_websockets_open",
  help: "WebSocket connections open in this process (chat)",
  registers,
});
openWebSockets.set(0);

export const chatMessagesCount = new client.Counter({
  name: "rewards_chat_messages_total",
  help: "Chat messages: stored by this process (in), and frames written to its sockets (out)",
  labelNames: ["direction"] as const,
  registers,
});

export const chatFanoutLag = new client.Histogram({
  name: "rewards_chat_fanout_lag_seconds",
  help: "Time from a chat message's storing to its frame written to a socket of this process",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers,
});

export const chatSocketsDropped = new client.Counter({
  name: "rewards_chat_sockets_dropped_total",
  help: "Chat sockets the server closed, by reason (dead: no heartbeat answer, slow: fell behind)",
  labelNames: ["reason"] as const,
  registers,
});

/** The ledger's hook: called once for each new entry posted (not for a replayed idempotency key). */
export function countLedgerPost(): void {
  ledgerPosts.inc({ outcome: "posted" });
}

export const payoutsCount = new client.Counter({
  name: "rewards_payouts_total",
  help: "Cash-outs by provider, channel and outcome (sent, paid, failed, cancelled, reversed, send_error)",
  labelNames: ["provider", "channel", "outcome"] as const,
  registers,
});

export const payoutRequestToPaid = new client.Histogram({
  name: "rewards_payout_request_to_paid_seconds",
  help: "Time from a cash-out's request to the provider's word that it was paid, by provider and channel",
  labelNames: ["provider", "channel"] as const,
  buckets: [1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600, 3 * 24 * 3600],
  registers,
});
