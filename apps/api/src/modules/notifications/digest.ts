import { and, asc, eq } from "drizzle-orm";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import { localDay } from "../../lib/local-day.js";
import { activitiesOf } from "../activity/index.js";
import { dispatchMessages, queueMessage } from "../messaging/index.js";
import { users } from "../users/index.js";
import { notificationEmail } from "./email.js";
import { notificationDigests, notifications } from "./tables.js";
import { unsubscribeUrl } from "./unsubscribe.js";

/** The digest goes at 09:00 in the member's time zone (or at the first run after it that day). */
export const digestHour = 9;

function localHour(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now);
  return Number(hour);
}

/** The member's time zone: the one their newest activity was recorded in, else UTC. */
async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [latest] = await activitiesOf(db, userId, { limit: 1 });
  return latest?.timeZone ?? "UTC";
}

/**
 * Sends the day's digest to every member whose 'once per day' notifications wait and whose local
 * time is past 09:00. One digest per member and local day: the (member, day) row is inserted in
 * the transaction that takes the notifications and queues the email, so a second run that day,
 * or two runs at once, send nothing more; what arrives later waits for the next day.
 */
export async function sendDigests(deps: { db: Db; config: Config }, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const waiting = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.mail, "digest"))
    .orderBy(asc(notifications.userId))
    .limit(5_000);
  let sent = 0;
  for (const { userId } of waiting) {
    const timeZone = await timeZoneOf(db, userId);
    if (localHour(now, timeZone) < digestHour) continue;
    const day = localDay(now, timeZone);
    const messageId = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(notificationDigests).values({ userId, day }).onConflictDoNothing().returning();
      if (!claimed) return null;
      const rows = await tx
        .update(notifications)
        .set({ mail: "digested" })
        .where(and(eq(notifications.userId, userId), eq(notifications.mail, "digest")))
        .returning();
      const [member] = await tx.select().from(users).where(eq(users.id, userId));
      if (!member || rows.length === 0 || member.mailSetting !== "once_per_day") return null;
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const letter = notificationEmail(config, member, rows, await unsubscribeUrl(tx, config, member.id), true);
      return queueMessage(tx, { channel: "email", recipient: member.email, ...letter });
    });
    if (messageId) {
      await dispatchMessages({ db, config, jobs: null }, [messageId]);
      sent++;
    }
  }
  return sent;
}
