import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { builtOnce } from "../../db/prepared.js";
import { type DayMark, memberDayAt } from "../../lib/member-day.js";
import { memberDays } from "./tables.js";

/** Every screen that reads a member's day asks this. */
const dayMark = builtOnce((db) =>
  db
    .select()
    .from(memberDays)
    .where(eq(memberDays.userId, sql.placeholder("userId")))
    .prepare("member_day_mark"),
);

async function markOf(db: DbOrTx, userId: string): Promise<DayMark | null> {
  const [row] = await dayMark(db).execute({ userId });
  return row ? { day: row.day, at: row.startedAt, nextAt: row.nextAt } : null;
}

/** The member's day at `now` asked from `timeZone`, without moving it: for reading screens. */
export async function memberDayOf(db: DbOrTx, userId: string, now: Date, timeZone: string): Promise<string> {
  return memberDayAt(await markOf(db, userId), now, timeZone).day;
}

/**
 * The member's day at `now`, in the caller's transaction, moving it on when a new one has begun.
 * The move is conditional on the day it replaces: a parallel request that moved it first wins, and
 * this one reads its day again.
 */
export async function enterMemberDay(tx: Tx, userId: string, now: Date, timeZone: string): Promise<string> {
  let last = await markOf(tx, userId);
  for (let tries = 0; tries < 3; tries++, last = await markOf(tx, userId)) {
    const next = memberDayAt(last, now, timeZone);
    if (!next.isNew) return next.day;
    const values = { day: next.day, startedAt: next.at, nextAt: next.nextAt };
    const [moved] = last
      ? await tx
          .update(memberDays)
          .set(values)
          .where(and(eq(memberDays.userId, userId), eq(memberDays.day, last.day)))
          .returning({ day: memberDays.day })
      : await tx
          .insert(memberDays)
          .values({ userId, ...values })
          .onConflictDoNothing()
          .returning({ day: memberDays.day });
    if (moved) return moved.day;
  }
  return memberDayAt(last, now, timeZone).day;
}
