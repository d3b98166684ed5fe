import { entryNotes, pointLifetimeYears } from "@rewards/contracts";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { postPoints } from "./post-points.js";
import { ledgerAccounts } from "./tables.js";

/** When a balance last changed at `lastChangeAt` expires (spec section 9: two years later). */
export function expiryOf(lastChangeAt: Date): Date {
  const expires = new Date(lastChangeAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + pointLifetimeYears);
  return expires;
}

function expiredBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - pointLifetimeYears);
  return cutoff;
}

/**
 * Posts the expiry of every balance untouched for two years, one member per transaction. The key
 * names the balance's last change, so a second run (or two runs at once) expires it only once, and
 * a member who earns again later starts a new two years.
 */
export async function expireStalePoints(db: Db, now = new Date(), batchSize = 200): Promise<number> {
  const cutoff = expiredBefore(now);
  let expired = 0;
  for (;;) {
    const stale = await db
      .select({ userId: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, "member"),
          gt(ledgerAccounts.balanceCents, 0),
          lte(ledgerAccounts.lastChangeAt, cutoff),
        ),
      )
      .limit(batchSize);
    for (const { userId } of stale) {
      const posted = await db.transaction(async (tx) => {
        // Re-read under the row lock: the member may have earned or spent since the scan.
        const [balance] = await tx
          .select()
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.userId, userId),
              gt(ledgerAccounts.balanceCents, 0),
              lte(ledgerAccounts.lastChangeAt, cutoff),
            ),
          )
          .for("update");
        if (!balance) return false;
        await postPoints(tx, {
          userId,
          amountCents: -balance.balanceCents,
          type: "SettingPoint",
          cause: { kind: "expiry", id: userId },
          idempotencyKey: `expiry:${userId}:${balance.lastChangeAt.toISOString()}`,
          note: entryNotes.pointsExpired,
        });
        return true;
      });
      if (posted) expired++;
    }
    if (stale.length < batchSize) return expired;
  }
}
