import { type NotificationItem, notificationScreens, type ReasonableType } from "@rewards/contracts";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { builtOnce } from "../../db/prepared.js";
import { localDay } from "../../lib/local-day.js";
import { notificationWords } from "./copy.js";
import { type Notification, notificationReaders, notifications } from "./tables.js";

export function notificationItem(row: Notification, locale: string, count = 1): NotificationItem {
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
    link: typeof row.values.link === "string" ? row.values.link : notificationScreens[row.kind],
    done: row.settledAt !== null,
    count,
  };
}

/**
 * Identical notices (one kind, the same words) of one day in the member's time zone, as one item:
 * the newest stands for them, read only once all are. The rows come newest first.
 */
export function groupIdentical(rows: Notification[], locale: string, timeZone: string): NotificationItem[] {
  const groups: { rows: Notification[]; key: string }[] = [];
  const byKey = new Map<string, { rows: Notification[] }>();
  for (const row of rows) {
    const key = `${localDay(row.createdAt, timeZone)}|${row.kind}|${JSON.stringify(row.values)}|${row.settledAt === null}`;
    const group = byKey.get(key);
    if (group && row.reasonableType === "Notification") group.rows.push(row);
    else {
      const fresh = { rows: [row], key };
      groups.push(fresh);
      if (row.reasonableType === "Notification") byKey.set(key, fresh);
    }
  }
  return groups.map((group) => {
    const [newest] = group.rows as [Notification];
    const item = notificationItem(newest, locale, group.rows.length);
    return { ...item, read: group.rows.every((row) => row.readAt !== null) };
  });
}

/** The bell's dot: false when a notification arrived after the member last looked at the bell. */
export async function notiSeenOf(db: Db, userId: string): Promise<boolean> {
  const [newer] = await newerNotice(db).execute({ userId });
  return newer === undefined;
}

/**
 * A notification newer than the bell was last opened (any, if it never was): one read, asked by
 * every home page's bell, so built once. The bound is a value looked up first, so the member's
 * notifications are read by time from it on the (user, created) index, not all of them.
 */
const newerNotice = builtOnce((db) => {
  const userId = sql.placeholder("userId");
  const lastLook = sql`coalesce((select ${notificationReaders.noticeReadAt} from ${notificationReaders} where ${notificationReaders.userId} = ${userId}), '-infinity'::timestamptz)`;
  return db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, lastLook)))
    .limit(1)
    .prepare("notification_newer_than_bell");
});

export async function notificationPage(
  db: Db,
  userId: string,
  { locale, timeZone }: { locale: string; timeZone: string },
  page: number,
  limit: number,
) {
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
    list: groupIdentical(rows, locale, timeZone),
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
  { now = new Date(), timeZone = "UTC" }: { now?: Date; timeZone?: string } = {},
): Promise<boolean> {
  // A notice opens with the identical ones of its day it stands for on the list (`groupIdentical`).
  const openedRow = sql`(select o.kind, o.values, o.created_at, o.settled_at from ${notifications} o
    where o.id::text = ${target.id} and o.user_id = ${userId} and o.reasonable_type = 'Notification')`;
  const match =
    target.type === "Survey"
      ? and(eq(notifications.reasonableType, "Survey"), eq(notifications.reasonableId, target.id))
      : sql`(${notifications.id}::text = ${target.id} or exists (select 1 from ${openedRow} o
          where o.kind = ${notifications.kind} and o.values = ${notifications.values}
            and (o.settled_at is null) = (${notifications.settledAt} is null)
            and ${notifications.reasonableType} = 'Notification'
            and (o.created_at at time zone ${timeZone})::date = (${notifications.createdAt} at time zone ${timeZone})::date))`;
  const opened = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), match))
    .returning({ id: notifications.id });
  return opened.length > 0;
}
