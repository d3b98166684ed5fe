import type { NotificationItem, ReasonableType } from "@rewards/contracts";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notificationWords } from "./copy.js";
import { type Notification, notificationReaders, notifications } from "./tables.js";

export function notificationItem(row: Notification, locale: string): NotificationItem {
  const words = notificationWords(row.kind, row.values, locale);
  return {
    id: row.id,
    kind: row.kind,
    title: words.title,
    body: words.body,
    reasonable_type: row.reasonableType,
    reasonable_id: row.reasonableType === "Survey" ? row.reasonableId : row.id,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    link: typeof row.values.link === "string" ? row.values.link : null,
  };
}

/** The bell's dot: false when a notification arrived after the member last looked at the bell. */
export async function notiSeenOf(db: Db, userId: string): Promise<boolean> {
  const [reader] = await db.select().from(notificationReaders).where(eq(notificationReaders.userId, userId));
  const [newer] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), reader ? gt(notifications.createdAt, reader.noticeReadAt) : undefined))
    .limit(1);
  return newer === undefined;
}

export async function notificationPage(db: Db, userId: string, locale: string, page: number, limit: number) {
  const [rows, [totals], [unread], notiSeen] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    notiSeenOf(db, userId),
  ]);
  return {
    list: rows.map((row) => notificationItem(row, locale)),
    notiSeen,
    unread: unread?.total ?? 0,
    place: { page, limit, total: totals?.total ?? 0 },
  };
}

/** One of the member's own notifications; another member's is as absent as a missing one. */
export async function ownNotification(db: Db, userId: string, id: string): Promise<Notification | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** `PUT setting/read_notice`: the bell was looked at now. */
export async function readNotice(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .insert(notificationReaders)
    .values({ userId, noticeReadAt: now })
    .onConflictDoUpdate({ target: notificationReaders.userId, set: { noticeReadAt: now } });
}

/**
 * `POST user_notifications`: the member opened a notification (the detail, a push, an email).
 * The first opening counts; a survey push marks the member's notifications about that survey.
 */
export async function markOpened(
  db: Db,
  userId: string,
  target: { type: ReasonableType; id: string },
  now = new Date(),
): Promise<boolean> {
  const match =
    target.type === "Survey"
      ? and(eq(notifications.reasonableType, "Survey"), eq(notifications.reasonableId, target.id))
      : sql`${notifications.id}::text = ${target.id}`;
  const opened = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), match))
    .returning({ id: notifications.id });
  return opened.length > 0;
}
