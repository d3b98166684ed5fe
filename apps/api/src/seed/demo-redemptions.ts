import { quoteBankTransfer, redeemRateFor } from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { postPoints } from "../modules/ledger/index.js";
import { placeBankTransfer } from "../modules/redeem/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";

/**
 * Bank transfers waiting in the back office's queue, so support and admins have something to
 * approve or reject: each friend of the demo member earned points from the team and asked for a
 * transfer (1,000 points are IDR 130,000, less the IDR 2,500 fee, as the redeem screen quotes).
 */
export const demoTransfers = [
  { email: "friend1@example.com", points: 1000, accountName: "Budi Santoso", accountNumber: "0123456789" },
  { email: "friend2@example.com", points: 2000, accountName: "Dewi Lestari", accountNumber: "9876543210" },
] as const;

export async function loadDemoRedemptions(tx: Tx): Promise<void> {
  for (const transfer of demoTransfers) {
    const friend = await findLiveUserByEmail(tx, transfer.email);
    if (!friend) throw new Error(`demo account ${transfer.email} is missing`);
    // One cent on the wire is one point on screen.
    const pointCents = transfer.points;
    await postPoints(tx, {
      userId: friend.id,
      amountCents: pointCents,
      type: "SettingPointUser",
      cause: { kind: "demo_data", id: "transfer_points" },
      idempotencyKey: `demo:transfer_points:${friend.id}`,
      note: "Thanks for testing the app",
    });
    // Quoted as a member's request is (`startWithdraw`), so the queue shows what the member was told.
    const quote = quoteBankTransfer(redeemRateFor(friend.market), pointCents);
    await placeBankTransfer(tx, friend.id, {
      pointCents,
      currency: quote.currency,
      transferAmount: quote.transferAmount,
      fee: quote.fee,
      bankName: "BCA",
      accountName: transfer.accountName,
      accountNumber: transfer.accountNumber,
    });
  }
}
