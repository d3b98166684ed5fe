import type { PayoutChannel } from "@rewards/contracts";

/**
 * The seam every cash-out goes through (docs/ARCHITECTURE.md, "Payouts"): the product never
 * speaks a provider's API anywhere else. `manual` is today's operator flow; `xendit` speaks
 * Payouts v2; the repository's fake speaks the same API for tests and the demo.
 */

/** The provider's status, in its own words (Xendit's), read by `payoutStatusOf`. */
export type ProviderStatus =
  | "ACCEPTED"
  | "REQUESTED"
  | "REQUIRES_ACTION"
  | "PENDING"
  | "SUCCEEDED"
  | "FAILED"
  | "CANCELLED"
  | "REVERSED";

export type ProviderPayout = {
  providerRef: string;
  referenceId: string;
  status: ProviderStatus;
  failureCode: string | null;
};

export type PayoutOrder = {
  /** Our request's id: the provider's `reference_id`. */
  referenceId: string;
  /** Derived from the request, so a retry after a timeout is the same payout to the provider. */
  idempotencyKey: string;
  channel: PayoutChannel;
  accountNumber: string;
  accountName: string;
  amount: number;
  currency: string;
};

export type VerifiedWebhook = {
  referenceId: string;
  providerRef: string;
  status: ProviderStatus;
  failureCode: string | null;
};

/** A webhook refused: a forged or replayed call, or one about nothing of ours. */
export class WebhookRefused extends Error {
  override name = "WebhookRefused";
  constructor(readonly reason: "invalid_token" | "stale" | "malformed") {
    super(`webhook refused: ${reason}`);
  }
}

/** The provider did not answer usably (a timeout, 5xx, a broken body): retried later under the same key. */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

/** The provider refused the account outright (no such account, or a channel it does not serve). */
export class AccountRefused extends Error {
  override name = "AccountRefused";
}

export type PayoutProvider = {
  name: "manual" | "xendit";
  /** Sends payouts itself; `manual` waits for an operator to pay by hand. */
  automatic: boolean;
  /** The holder's name where the channel tells it, null otherwise; `AccountRefused` when there is no such account. */
  validateAccount(channel: PayoutChannel, accountNumber: string): Promise<{ holderName: string | null }>;
  send(order: PayoutOrder): Promise<ProviderPayout>;
  /** The provider's current word on one of our payouts; null when it never heard of it. */
  readStatus(referenceId: string): Promise<ProviderPayout | null>;
  parseWebhook(headers: Record<string, unknown>, body: unknown, now: Date): VerifiedWebhook;
};
