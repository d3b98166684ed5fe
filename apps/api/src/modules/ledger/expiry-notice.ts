import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notify } from "../notifications/index.js";
import { expiryOf } from "./expiry.js";
import { ledgerAccounts } from "./tables.js";

const noticeDays = 30;
const day = 24 * 60 * 60 * 1000;

/**
 * Tells every member whose points expire within 30 days. The cause names the balance's last
 * change, so each member hears once per stretch of inactivity, however often the job runs; one
 * who earns again starts a new two years and may be told again before those run out.
 */
export async function noticeExpiringPoints(db: Db, now = new Date()): Promise<number> {
  const windowStart = new Date(now);
  windowStart.setUTCFullYear(windowStart.getUTCFullYear() - 2);
  const windowEnd = new Date(windowStart.getTime() + noticeDays * day);
  const rows = await db
    .select({
      userId: ledgerAccounts.id,
      balanceCents: ledgerAccounts.balanceCents,
      lastChangeAt: ledgerAccounts.lastChangeAt,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "member"),
        gt(ledgerAccounts.balanceCents, 0),
        gt(ledgerAccounts.lastChangeAt, windowStart),
        lte(ledgerAccounts.lastChangeAt, windowEnd),
      ),
    )
    .orderBy(asc(ledgerAccounts.lastChangeAt));
  let told = 0;
  for (const balance of rows) {
    const expires = expiryOf(balance.lastChangeAt);
    const { notified } = await db.transaction((tx) =>
      notify(tx, balance.userId, "points_expiring", {
        cause: `${balance.userId}:${balance.lastChangeAt.toISOString()}`,
        values: { points: balance.balanceCents, date: expires.toISOString().slice(0, 10) },
      }),
    );
    if (notified) told++;
  }
  return told;
}
