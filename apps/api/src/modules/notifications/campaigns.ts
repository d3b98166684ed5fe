import {
  type AdminNotificationCampaign,
  type CampaignStatus,
  campaignPageSize,
  errorCodes,
  type NotificationCampaignRequest,
} from "@rewards/contracts";
import { count, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { users } from "../users/index.js";
import { countAudience, storedSegment } from "./campaign-segment.js";
import { type NotificationCampaign, notificationCampaigns } from "./tables.js";

/** Back-office announcements: schedule one for a segment, list them, look at one, cancel it before it goes. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toAdminCampaign(row: NotificationCampaign, createdByEmail: string | null): AdminNotificationCampaign {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    body: row.body,
    segment: {
      markets: row.markets,
      min_level: row.minLevel,
      max_level: row.maxLevel,
      active_within_days: row.activeWithinDays,
      min_age: row.minAge,
      max_age: row.maxAge,
    },
    link: row.link,
    send_at: row.sendAt.toISOString(),
    audience: row.audience,
    recipients: row.recipients,
    created_by_email: createdByEmail,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    sent_at: iso(row.sentAt),
    cancelled_at: iso(row.cancelledAt),
  };
}

const withAuthor = (db: DbOrTx) =>
  db
    .select({ campaign: notificationCampaigns, email: users.email })
    .from(notificationCampaigns)
    .leftJoin(users, eq(users.id, notificationCampaigns.createdBy));

async function lockCampaign(tx: Tx, id: string): Promise<NotificationCampaign> {
  const [row] = await tx.select().from(notificationCampaigns).where(eq(notificationCampaigns.id, id)).for("update");
  if (!row) throw new AppError(404, errorCodes.notFound, "This notification does not exist.");
  return row;
}

/**
 * Schedules an announcement (`send_at` null: now), with the audience the segment reaches at this
 * moment, and records it in the audit log. The send job picks it up at its time.
 */
export function createCampaign(
  db: Db,
  actor: AuditActor,
  request: NotificationCampaignRequest,
  now = new Date(),
): Promise<AdminNotificationCampaign> {
  const segment = storedSegment(request.segment);
  const requested = request.send_at === null ? now : new Date(request.send_at);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationCampaigns)
      .values({
        id: newId(),
        title: request.title,
        body: request.body,
        ...segment,
        link: request.link,
        // A time within the grace just past is now.
        sendAt: requested < now ? now : requested,
        audience: await countAudience(tx, segment, now),
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error("insert returned no campaign");
    const campaign = toAdminCampaign(row, null);
    await recordAudit(tx, actor, {
      action: "notification_campaign.create",
      target: { kind: "notification_campaign", id: row.id },
      after: campaign,
    });
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    return { ...campaign, created_by_email: author?.email ?? null };
  });
}

/** The console's list, newest first, optionally of one status. */
export async function listCampaigns(db: Db, query: { status?: CampaignStatus | undefined; page: number }) {
  const where = query.status ? eq(notificationCampaigns.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(desc(notificationCampaigns.createdAt), desc(notificationCampaigns.id))
      .limit(campaignPageSize)
      .offset((query.page - 1) * campaignPageSize),
    db.select({ value: count() }).from(notificationCampaigns).where(where),
  ]);
  return { campaigns: rows.map((row) => toAdminCampaign(row.campaign, row.email)), total: total?.value ?? 0 };
}

export async function campaignById(db: Db, id: string): Promise<AdminNotificationCampaign> {
  const [row] = await withAuthor(db).where(eq(notificationCampaigns.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, "This notification does not exist.");
  return toAdminCampaign(row.campaign, row.email);
}

/**
 * Cancels a campaign that is still scheduled. The row lock orders it with the send job's start
 * (also a conditional update): whichever comes first wins, so a cancelled campaign sends nothing
 * and one that started sending can no longer be cancelled.
 */
export async function cancelCampaign(db: Db, actor: AuditActor, id: string): Promise<AdminNotificationCampaign> {
  await db.transaction(async (tx) => {
    const current = await lockCampaign(tx, id);
    if (current.status !== "scheduled") {
      throw new AppError(
        409,
        errorCodes.campaignStateConflict,
        `A ${current.status} notification cannot be cancelled.`,
      );
    }
    const now = new Date();
    await tx
      .update(notificationCampaigns)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(notificationCampaigns.id, id));
    await recordAudit(tx, actor, {
      action: "notification_campaign.cancel",
      target: { kind: "notification_campaign", id },
      before: { status: current.status, send_at: current.sendAt.toISOString() },
      after: { status: "cancelled", cancelled_at: now.toISOString() },
    });
  });
  return campaignById(db, id);
}
