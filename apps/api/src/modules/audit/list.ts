import type { AuditEntry, auditLogQuery } from "@rewards/contracts";
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { likePattern } from "../../lib/like-pattern.js";
import { users } from "../users/index.js";
import { auditEntries } from "./tables.js";

export type AuditFilter = z.infer<typeof auditLogQuery>;

/** Midnight starting `day` in the caller's time zone. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

function conditions(filter: AuditFilter, timeZone: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.actor) where.push(sql`${users.email} ilike ${likePattern(filter.actor)} escape '\\'`);
  if (filter.action) where.push(eq(auditEntries.action, filter.action));
  if (filter.target_kind) where.push(eq(auditEntries.targetKind, filter.target_kind));
  if (filter.target_id) where.push(eq(auditEntries.targetId, filter.target_id));
  if (filter.from) where.push(gte(auditEntries.at, startOfDay(filter.from, timeZone)));
  if (filter.to) where.push(lt(auditEntries.at, sql`${startOfDay(filter.to, timeZone)} + interval '1 day'`));
  return and(...where);
}

/** `GET /api/admin/audit_log`: a page of entries with the actor's email, newest first by default. */
export async function auditLogPage(
  db: Db,
  filter: AuditFilter,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = conditions(filter, timeZone);
  const order =
    filter.sort === "at"
      ? [asc(auditEntries.at), asc(auditEntries.id)]
      : [desc(auditEntries.at), desc(auditEntries.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ entry: auditEntries, actorEmail: users.email })
      .from(auditEntries)
      .innerJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(auditEntries).innerJoin(users, eq(users.id, auditEntries.actorId)).where(where),
  ]);
  const entries = rows.map(({ entry, actorEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor_id: entry.actorId,
    actor_email: actorEmail,
    actor_role: entry.actorRole,
    action: entry.action,
    target_kind: entry.targetKind,
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    request_id: entry.requestId,
  }));
  return { entries, total: totals?.total ?? 0 };
}
