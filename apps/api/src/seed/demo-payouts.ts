import { quoteBankTransfer, redeemRateFor } from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { postPoints } from "../modules/ledger/index.js";
import { movePayout, placeBankTransfer, xenditProvider } from "../modules/redeem/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";

/**
 * Cash-outs through the payout provider in every state, as the provider's webhooks would have left
 * them, for staff@example.com (a Vietnamese account): paid to MoMo, failed to ZaloPay and returned,
 * paid to Vietcombank and reversed, cancelled by an operator, and one on its way, each posted through
 * the ledger from a grant by the team that covers them all.
 */
const demoPayouts = [
  { points: 1_500, channel: "VN_MOMO", number: "84901234567", to: ["sent", "paid"] },
  { points: 800, channel: "VN_ZALOPAY", number: "84907654321", to: ["sent", "failed"], failure: "INVALID_DESTINATION" },
  { points: 2_000, channel: "VN_VIETCOMBANK", number: "0071000123456", to: ["sent", "paid", "reversed"] },
  { points: 600, channel: "VN_MOMO", number: "84901234567", to: ["cancelled"], failure: "CANCELLED_BY_OPERATOR" },
  { points: 700, channel: "VN_MOMO", number: "84901234567", to: ["sent"] },
] as const;

// Only its name is read: the demo's payouts are recorded as Xendit's, nothing is sent.
const recordedAs = xenditProvider({
  baseUrl: "http://127.0.0.1:1",
  secretKey: "-",
  callbackToken: "-",
  timeoutMs: 200,
});

export async function loadDemoPayouts(tx: Tx): Promise<void> {
  const owner = await findLiveUserByEmail(tx, "staff@example.com");
  if (!owner) throw new Error("demo account staff@example.com is missing");
  await postPoints(tx, {
    userId: owner.id,
    amountCents: demoPayouts.reduce((sum, payout) => sum + payout.points, 0),
    type: "SettingPointUser",
    cause: { kind: "demo_data", id: "payout_points" },
    idempotencyKey: `demo:payout_points:${owner.id}`,
    note: "Thanks for testing cash-outs",
  });
  const rate = redeemRateFor(owner.market);
  for (const [n, payout] of demoPayouts.entries()) {
    const quote = quoteBankTransfer(rate, payout.points);
    const { requestId } = await placeBankTransfer(
      tx,
      owner.id,
      {
        pointCents: payout.points,
        currency: quote.currency,
        transferAmount: quote.transferAmount,
        fee: quote.fee,
        bankName: payout.channel,
        accountName: "LE MINH CHAU",
        accountNumber: payout.number,
        channelCode: payout.channel,
      },
      recordedAs,
    );
    for (const to of payout.to) {
      await movePayout(tx, requestId, {
        to,
        source: to === "cancelled" ? "operator" : "webhook",
        providerRef: to === "cancelled" ? null : `disb-demo-${n + 1}`,
        ...("failure" in payout ? { failureCode: payout.failure } : {}),
      });
    }
  }
}
