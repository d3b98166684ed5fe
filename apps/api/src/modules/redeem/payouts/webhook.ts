import { errorCodes } from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import { AppError } from "../../../http/app-error.js";
import { payouts } from "../tables.js";
import { payoutStatusOf } from "./move-payout.js";
import { type PayoutProvider, WebhookRefused } from "./provider.js";
import { applyPayoutMove } from "./send-payout.js";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refusal(error: WebhookRefused): AppError {
  if (error.reason === "invalid_token") {
    return new AppError(401, errorCodes.webhookInvalidToken, "The callback token is not valid.");
  }
  if (error.reason === "stale") {
    return new AppError(400, errorCodes.webhookStale, "This webhook is too old to be applied.", "created");
  }
  return new AppError(400, errorCodes.invalidValue, "This webhook cannot be read.");
}

/**
 * A provider's webhook: verified (token, timestamp window) before anything is read, matched to a
 * payout of ours from that provider (and its provider id, once known), then applied as a forward
 * move. A duplicate, or one older than what we know, is answered 200 and changes nothing, so the
 * provider stops retrying it.
 */
export async function receivePayoutWebhook(
  db: Db,
  provider: PayoutProvider,
  log: FastifyBaseLogger,
  request: { headers: Record<string, unknown>; body: unknown; now?: Date },
): Promise<{ applied: boolean }> {
  const now = request.now ?? new Date();
  let hook: ReturnType<PayoutProvider["parseWebhook"]>;
  try {
    hook = provider.parseWebhook(request.headers, request.body, now);
  } catch (error) {
    if (error instanceof WebhookRefused) throw refusal(error);
    throw error;
  }
  const unknown = new AppError(
    404,
    errorCodes.webhookUnknownReference,
    "No payout has this reference.",
    "reference_id",
  );
  if (!uuidPattern.test(hook.referenceId)) throw unknown;
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, hook.referenceId), eq(payouts.provider, provider.name)));
  if (!row || (row.providerRef && hook.providerRef && row.providerRef !== hook.providerRef)) throw unknown;

  const to = payoutStatusOf(hook.status);
  const result = await applyPayoutMove(db, row.id, {
    to,
    source: "webhook",
    providerStatus: hook.status,
    providerRef: hook.providerRef,
    failureCode: hook.failureCode,
    now,
  });
  if (result && !result.moved) {
    log.info(
      { payout_id: row.id, status: result.from, webhook_status: hook.status },
      "payout webhook ignored: not a step forward",
    );
  }
  return { applied: result?.moved ?? false };
}
