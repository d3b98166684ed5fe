import {
  codeRules,
  errorCodes,
  holderNamesMatch,
  invalidCodeMessage,
  payoutAutomaticMaxLocal,
  quoteBankTransfer,
  type RedeemDone,
  type RedeemRate,
  redeemRateFor,
  type WithdrawConfirmRequest,
  type WithdrawData,
  type WithdrawRequest,
} from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { consumeCode, sendCode } from "../codes/index.js";
import { CommitThenRefuse, idempotent } from "../idempotency/index.js";
import { balanceOf } from "../ledger/index.js";
import { dispatchMessages } from "../messaging/index.js";
import { fullPhoneNumber, needsGuardianConsent, type User } from "../users/index.js";
import { recordRedeemed } from "./kinds.js";
import { checkAccount } from "./payouts/account-check.js";
import { manualProvider } from "./payouts/manual-provider.js";
import { openPayout } from "./payouts/move-payout.js";
import type { PayoutProvider } from "./payouts/provider.js";
import { presentRequests } from "./requests.js";
import { redeemRequests, withdrawChallenges } from "./tables.js";

export const notEnoughPointsMessage = "You do not have enough points.";

export function belowThresholdMessage(rate: RedeemRate): string {
  return rate.market === "vietnam"
    ? `You need more than ${rate.minimumCents - 1} points to redeem.`
    : `You need at least ${rate.minimumCents} points to redeem.`;
}

function confirmedPhone(user: User): string {
  const phone = fullPhoneNumber(user);
  if (!phone || !user.phoneConfirmedAt) {
    throw new AppError(400, errorCodes.phoneMissing, "Please confirm your phone number before redeeming.");
  }
  return phone;
}

export const guardianConsentForTransferMessage =
  "Members under 18 can redeem by bank transfer once a parent or legal guardian has consented.";

/** The terms: a member under 18 redeems by bank transfer only with a guardian's consent on record. */
function assertMayTransfer(user: User): void {
  if (needsGuardianConsent(user)) {
    throw new AppError(403, errorCodes.guardianConsentRequired, guardianConsentForTransferMessage);
  }
}

/** How long bank transfers wait after a confirmed phone number or email is replaced. */
export const phoneChangePauseMs = 24 * 60 * 60 * 1000;
export const phoneRecentlyChangedMessage =
  "For your safety, bank transfers are paused for 24 hours after a phone number change. Please try again later.";
export const emailRecentlyChangedMessage =
  "For your safety, bank transfers are paused for 24 hours after an email change. Please try again later.";

/**
 * The transfer code goes to the phone, so a session thief who replaced the phone could cash out
 * at once; for a day after a change the money stays put (the owner has the notice email). The
 * same after an email change: the owner's old address was told and has a day to act.
 */
function assertContactsSettled(user: User, now = Date.now()): void {
  const recent = (at: Date | null) => at !== null && now - at.getTime() < phoneChangePauseMs;
  if (recent(user.phoneChangedAt)) {
    throw new AppError(403, errorCodes.phoneRecentlyChanged, phoneRecentlyChangedMessage);
  }
  if (recent(user.emailChangedAt)) {
    throw new AppError(403, errorCodes.emailRecentlyChanged, emailRecentlyChangedMessage);
  }
}

/** `+62 •••• 5678`: enough to recognise the phone the code went to. */
function phoneHint(user: User): string {
  return `${user.countryCode ?? ""} •••• ${(user.phoneNumber ?? "").slice(-4)}`.trim();
}

export const nameMismatchMessage = "The name does not match the account holder's name the bank or e-wallet gave.";

/**
 * Where the money goes. A channel is checked with the provider before any code is sent: it must
 * be of the member's market, an e-wallet's phone of that country, the amount within its limit and
 * the name the one its holder has (where the provider tells it). Without a channel, the bank the
 * member typed, for an operator to pay by hand.
 */
async function destinationOf(provider: PayoutProvider, user: User, input: WithdrawRequest, receiveAmount: number) {
  if (!input.channel_code) {
    return { bankName: input.bank_name, accountNumber: input.account_number, channelCode: null };
  }
  const checked = await checkAccount(provider, user.market, {
    channel_code: input.channel_code,
    account_number: input.account_number,
  });
  if (receiveAmount > checked.channel.maxLocal) {
    throw new AppError(
      422,
      errorCodes.payoutOverLimit,
      `${checked.channel.name} takes at most ${checked.channel.maxLocal.toLocaleString("en")} in one payout.`,
      "point",
    );
  }
  if (checked.holder_name !== null && !holderNamesMatch(checked.holder_name, input.account_name)) {
    throw new AppError(422, errorCodes.payoutNameMismatch, nameMismatchMessage, "account_name");
  }
  return { bankName: checked.channel.name, accountNumber: checked.account_number, channelCode: checked.channel.code };
}

/**
 * `POST phone_cards/withdraw`: checks the amount against the market's threshold and the balance,
 * freezes the quote and texts a code bound to it. Nothing is debited until the code comes back.
 */
export async function startWithdraw(
  deps: ServiceDeps,
  user: User,
  input: WithdrawRequest,
  provider: PayoutProvider = manualProvider,
): Promise<WithdrawData> {
  assertMayTransfer(user);
  const phone = confirmedPhone(user);
  assertContactsSettled(user);
  const rate = redeemRateFor(user.market);
  const quote = quoteBankTransfer(rate, input.point);
  if (!quote.allowed) {
    throw new AppError(422, errorCodes.belowRedeemThreshold, belowThresholdMessage(rate), "point");
  }
  // Checked again, under the balance row's lock, when the code confirms; this only spares the
  // member a text for a request that could not go through.
  if ((await balanceOf(deps.db, user.id)) < input.point) {
    throw new AppError(409, errorCodes.notEnoughPoints, notEnoughPointsMessage, "point");
  }
  const destination = await destinationOf(provider, user, input, quote.receiveAmount);
  const id = newId();
  const expiresAt = new Date(Date.now() + codeRules.lifetimeMinutes * 60 * 1000);
  const messageId = await deps.db.transaction(async (tx) => {
    await tx.insert(withdrawChallenges).values({
      id,
      userId: user.id,
      pointCents: input.point,
      currency: quote.currency,
      transferAmount: quote.transferAmount,
      fee: quote.fee,
      bankName: destination.bankName,
      accountName: input.account_name,
      accountNumber: destination.accountNumber,
      channelCode: destination.channelCode,
      expiresAt,
    });
    return sendCode(tx, user, "withdraw", id, { channel: "sms", recipient: phone });
  });
  await dispatchMessages(deps, [messageId]);
  return { request_id: id, expires_at: expiresAt.toISOString(), phone_hint: phoneHint(user) };
}

async function lockChallenge(tx: Tx, userId: string, id: string) {
  const [challenge] = await tx
    .select()
    .from(withdrawChallenges)
    .where(and(eq(withdrawChallenges.id, id), eq(withdrawChallenges.userId, userId)))
    .for("update");
  return challenge;
}

/**
 * `POST phone_cards/withdraw/confirm`: the code turns the frozen quote into a redeem request and
 * debits the points, all in one transaction. A wrong code's try is kept; anything else that fails
 * (the balance no longer covers it) writes nothing, and the code stays usable for another try.
 */
export async function confirmWithdraw(
  db: Db,
  user: User,
  input: WithdrawConfirmRequest,
  idempotencyKey: string | undefined,
  provider: PayoutProvider = manualProvider,
): Promise<RedeemDone> {
  assertMayTransfer(user);
  const scope = "phone_cards/withdraw/confirm";
  assertContactsSettled(user);
  return idempotent(db, { userId: user.id, scope, key: idempotencyKey, body: input }, async (tx) => {
    // The row lock queues parallel confirmations of one request; the first one's commit decides.
    const challenge = await lockChallenge(tx, user.id, input.request_id);
    if (!challenge) {
      throw new AppError(404, errorCodes.notFound, "This redemption does not exist. Please start again.", "request_id");
    }
    if (challenge.redeemRequestId) {
      throw new AppError(409, errorCodes.redeemAlreadyConfirmed, "This redemption has already been confirmed.");
    }
    if (challenge.expiresAt.getTime() <= Date.now()) {
      throw new AppError(410, errorCodes.redeemExpired, "This code has expired. Please start the redemption again.");
    }
    const codeOk = await consumeCode(tx, {
      userId: user.id,
      purpose: "withdraw",
      subject: challenge.id,
      code: input.otp,
    });
    if (!codeOk) {
      throw new CommitThenRefuse(new AppError(400, errorCodes.invalidCode, invalidCodeMessage, "otp"));
    }

    const { requestId, row, entry } = await placeBankTransfer(tx, user.id, challenge, provider);
    await tx
      .update(withdrawChallenges)
      .set({ redeemRequestId: requestId })
      .where(eq(withdrawChallenges.id, challenge.id));
    const [request] = await presentRequests(tx, [row]);
    if (!request) throw new Error("redeem request vanished");
    return { request, entry_id: entry.id, remaining: entry.balanceAfter };
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === errorCodes.notEnoughPoints) {
      throw new AppError(409, errorCodes.notEnoughPoints, notEnoughPointsMessage, "point");
    }
    throw error;
  });
}

/** The quote a bank transfer is placed at: frozen when the code was sent, or the demo data's. */
export type BankTransferQuote = {
  pointCents: number;
  currency: string;
  transferAmount: number;
  fee: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  channelCode?: string | null;
};

/**
 * A bank transfer placed: the request and its payout, the points held in the payout's hold
 * account, in the caller's transaction (the code's check comes before, in `confirmWithdraw`).
 * Through an automatic provider a channel's payout up to the market's automatic amount is due at
 * once (sent after the commit, or by the sweep); the rest, and every transfer paid by hand, wait
 * for an operator.
 */
export async function placeBankTransfer(
  tx: Tx,
  userId: string,
  quote: BankTransferQuote,
  provider: PayoutProvider = manualProvider,
) {
  const requestId = newId();
  const [row] = await tx
    .insert(redeemRequests)
    .values({
      id: requestId,
      userId: userId,
      kind: "bank_transfer",
      status: "requested",
      pointCents: quote.pointCents,
      currency: quote.currency,
      transferAmount: quote.transferAmount,
      fee: quote.fee,
      bankName: quote.bankName,
      accountName: quote.accountName,
      accountNumber: quote.accountNumber,
    })
    .returning();
  if (!row) throw new Error("insert returned no redeem request");
  const byProvider = provider.automatic && Boolean(quote.channelCode);
  const amount = Math.max(1, quote.transferAmount - quote.fee);
  const automatic = byProvider && amount <= payoutAutomaticMaxLocal[quote.currency === "VND" ? "vi" : "indo"];
  const { hold } = await openPayout(tx, {
    id: requestId,
    userId,
    provider: byProvider ? provider.name : "manual",
    channelCode: quote.channelCode ?? null,
    accountNumber: quote.accountNumber,
    accountName: quote.accountName,
    amount,
    currency: quote.currency,
    pointCents: quote.pointCents,
    nextCheckAt: automatic ? new Date() : null,
  });
  await recordRedeemed(tx, {
    userId: userId,
    requestId,
    kind: "bank_transfer",
    pointCents: quote.pointCents,
  });
  return { requestId, row, entry: hold.debit, automatic };
}
