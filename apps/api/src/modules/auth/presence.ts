import { type AnyColumn, and, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberActivityHours, sessions } from "./tables.js";

const hourMs = 60 * 60 * 1000;

/**
 * Marks the member active in the current hour the first time their session is used in it: two
 * small writes per member and hour at most, nothing on the other requests of that hour. The
 * conditional update makes parallel requests write the hour once.
 */
export async function notePresence(
  db: DbOrTx,
  session: { sessionId: string; userId: string; lastSeenAt: Date | null },
  now = new Date(),
): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  if (session.lastSeenAt && session.lastSeenAt >= hour) return;
  const moved = await db
    .update(sessions)
    .set({ lastSeenAt: hour })
    .where(and(eq(sessions.id, session.sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, hour))))
    .returning({ id: sessions.id });
  if (moved.length === 0) return;
  await db.insert(memberActivityHours).values({ userId: session.userId, hour }).onConflictDoNothing();
}

/** Members active on each day of the range, days taken in `timeZone` (`YYYY-MM-DD` → count). */
export async function activeMembersPerDay(
  db: DbOrTx,
  range: { from: Date; to: Date; timeZone: string },
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${memberActivityHours.hour} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, members: sql<number>`count(distinct ${memberActivityHours.userId})::int` })
    .from(memberActivityHours)
    .where(and(gte(memberActivityHours.hour, range.from), lt(memberActivityHours.hour, range.to)))
    .groupBy(sql`1`); // The first column: the day expression carries a parameter, so it cannot be repeated.
  return new Map(rows.map((row) => [row.day, row.members]));
}

/** A condition on a member's id: they used the app (a signed-in request) at or after `since`. */
export function activeSinceSql(userId: AnyColumn, since: Date): SQL {
  return sql`exists (select 1 from ${memberActivityHours}
    where ${memberActivityHours.userId} = ${userId} and ${memberActivityHours.hour} >= ${since})`;
}
