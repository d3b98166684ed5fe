import { and, desc, eq, inArray, like, notInArray } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { notifications, notify } from "../modules/notifications/index.js";
import { findLiveUserByEmail, users } from "../modules/users/index.js";

/** How many of the demo member's notifications stay unread, so the bell shows its dot. */
export const demoUnreadNotifications = 2;

/**
 * The demo member's notifications: what the demo activity told them (surveys, missions, the
 * invited friend) plus the welcome bonus, all read but the newest two. Demo notifications are
 * never emailed: they are marked delivered.
 */
export async function loadDemoNotifications(tx: Tx, welcomeBonusCents: number): Promise<void> {
  const member = await findLiveUserByEmail(tx, "member@example.com");
  if (!member) return;
  await notify(tx, member.id, "points_received", {
    cause: `demo:welcome:${member.id}`,
    values: { points: welcomeBonusCents },
  });
  const newest = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(demoUnreadNotifications);
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, member.id),
        notInArray(
          notifications.id,
          newest.map((row) => row.id),
        ),
      ),
    );
  await tx
    .update(notifications)
    .set({ delivery: "done" })
    .where(
      and(
        eq(notifications.delivery, "pending"),
        inArray(
          notifications.userId,
          tx.select({ id: users.id }).from(users).where(like(users.email, "%@example.com")),
        ),
      ),
    );
}
