import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { payoutChannelCodes, payoutChannelKinds, payoutFailureCodes, payoutStatuses } from "./payout-channels.js";
import { bankFieldLimits } from "./redeem-rules.js";
import { text } from "./text.js";

/** `GET payouts/channels`: where the member's market can cash out, with each channel's limit. */
export const payoutChannelView = z.object({
  code: z.string(),
  kind: z.enum(payoutChannelKinds),
  name: z.string(),
  currency: z.string(),
  /** The most one payout may carry, in the currency's whole units. */
  max_amount: z.number().int(),
  /** The holder's name is shown before confirming. */
  holder_lookup: z.boolean(),
  /** E-wallets: the country code the phone number must carry. */
  country_code: z.string().nullable(),
});
export type PayoutChannelView = z.infer<typeof payoutChannelView>;
export const payoutChannelsAnswer = okEnvelope(
  z.object({ provider: z.string(), channels: z.array(payoutChannelView) }),
);

/** `POST payouts/account_check`: the provider's word on an account before the member confirms. */
export const accountCheckRequest = z.object({
  channel_code: z.enum(payoutChannelCodes, "Please choose a bank or an e-wallet."),
  account_number: text({
    requiredMessage: "Please enter the account number.",
    min: 1,
    max: 64,
    minMessage: "Please enter the account number.",
    maxMessage: `The account number must be ${bankFieldLimits.accountNumberMin} to ${bankFieldLimits.accountNumberMax} digits.`,
  }),
});
export type AccountCheckRequest = z.infer<typeof accountCheckRequest>;
export const accountCheckData = z.object({
  channel_code: z.string(),
  /** As the provider will be sent it: digits only, an e-wallet's with its country code. */
  account_number: z.string(),
  /** The holder's name as the bank or e-wallet has it; null where the channel does not tell. */
  holder_name: z.string().nullable(),
});
export type AccountCheckData = z.infer<typeof accountCheckData>;
export const accountCheckAnswer = okEnvelope(accountCheckData);

export const payoutEventView = z.object({ status: z.enum(payoutStatuses), at: z.string() });

/** `GET payouts/{id}`: one cash-out's way to the member's account, each step with its time. */
export const payoutView = z.object({
  /** The redeem request's id. */
  id: z.string(),
  status: z.enum(payoutStatuses),
  provider: z.string(),
  channel_code: z.string().nullable(),
  channel_name: z.string(),
  /** The last four digits only. */
  account_number: z.string(),
  account_name: z.string(),
  point: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  failure_code: z.enum(payoutFailureCodes).nullable(),
  events: z.array(payoutEventView),
});
export type PayoutView = z.infer<typeof payoutView>;
export const payoutAnswer = okEnvelope(payoutView);
export const payoutParams = z.object({ id: z.uuid("This payout does not exist.") });

const webhookText = (max: number) => text({ max });

/**
 * Xendit's payout webhook (`payout.succeeded`, `payout.failed`, ...), verified by the
 * `x-callback-token` header. Unknown fields pass; those we read are bounded.
 */
export const xenditPayoutWebhook = z.looseObject({
  event: webhookText(64),
  business_id: webhookText(64).optional(),
  created: webhookText(40),
  data: z.looseObject({
    id: webhookText(100),
    reference_id: webhookText(255),
    status: webhookText(40),
    failure_code: webhookText(64).nullish(),
    amount: z.number().min(0).max(1e13).optional(),
    currency: webhookText(3).optional(),
    channel_code: webhookText(64).optional(),
  }),
});
export type XenditPayoutWebhook = z.infer<typeof xenditPayoutWebhook>;
export const xenditWebhookHeaders = z.looseObject({
  "x-callback-token": text({ max: 200 }).optional(),
  "webhook-id": text({ max: 200 }).optional(),
});
export const webhookAnswer = okEnvelope(z.object({ applied: z.boolean() }));
