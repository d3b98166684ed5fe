import { localAmount, type PointSummary, redeemRateFor } from "@rewards/contracts";
import type { Config } from "../../config/env.js";
import type { DbOrTx } from "../../db/client.js";
import { balanceState, expiryOf } from "../ledger/index.js";
import type { User } from "../users/index.js";

/** The balance as the header and the points screen show it, from the balance already read. */
export function summaryOf(
  config: Config,
  user: User,
  { balanceCents, lastChangeAt }: { balanceCents: number; lastChangeAt: Date | null },
): PointSummary {
  const rate = redeemRateFor(user.market);
  return {
    remaining: balanceCents,
    remaining_local: { amount: localAmount(rate, balanceCents), currency: rate.currency },
    expires_at: balanceCents > 0 && lastChangeAt ? expiryOf(lastChangeAt).toISOString() : null,
    enable_change_card: config.ENABLE_CHANGE_CARD,
  };
}

/** The balance as the header and the points screen show it. */
export async function pointSummary(db: DbOrTx, config: Config, user: User): Promise<PointSummary> {
  return summaryOf(config, user, await balanceState(db, user.id));
}
