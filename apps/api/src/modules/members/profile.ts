import { type AdminMember, type AdminMemberEntry, errorCodes, type MemberSession } from "@rewards/contracts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { sessions } from "../auth/index.js";
import { balanceState, expiryOf, historyPage } from "../ledger/index.js";
import { type User, users } from "../users/index.js";
import { toMemberSummary } from "./search.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A live account, or 404: an unregistered account is anonymized and is nobody's business any more. */
export async function liveMember(db: DbOrTx, id: string, lock = false): Promise<User> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  const [user] = lock ? await query.for("update") : await query;
  if (!user) throw new AppError(404, errorCodes.notFound, "This member does not exist.");
  return user;
}

/** `GET /api/admin/members/{id}`. */
export async function memberProfile(db: Db, id: string): Promise<AdminMember> {
  const user = await liveMember(db, id);
  const [balance, [lastSeen]] = await Promise.all([
    balanceState(db, id),
    db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(1),
  ]);
  return {
    ...toMemberSummary(user, balance.balanceCents),
    locale: user.locale,
    birth_day: user.birthDay,
    level: user.level,
    suspension_reason: user.suspensionReason,
    last_seen_at: iso(lastSeen?.at ?? null),
    points_expire_at: balance.lastChangeAt && balance.balanceCents > 0 ? iso(expiryOf(balance.lastChangeAt)) : null,
    invite_code_used: user.inviteCodeUsed,
  };
}

/** `GET /api/admin/members/{id}/point_entries`: the member's ledger, newest first. */
export async function memberEntries(db: Db, id: string, page: number, limit: number) {
  await liveMember(db, id);
  const { entries, total } = await historyPage(db, id, { offset: (page - 1) * limit, limit });
  const items: AdminMemberEntry[] = entries.map((entry) => ({
    id: entry.id,
    point: entry.amountCents,
    type: entry.historyType,
    cause_kind: entry.causeKind,
    cause_id: entry.causeId,
    note: entry.note,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
  }));
  return { entries: items, total };
}

/** `GET /api/admin/members/{id}/sessions`: the 50 newest, the live one first. Never the token or its hash. */
export async function memberSessions(db: Db, id: string, now = new Date()): Promise<MemberSession[]> {
  await liveMember(db, id);
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows
    .map((row) => ({
      id: row.id,
      device_id: row.deviceId,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      last_seen_at: iso(row.lastSeenAt),
      ended_at: iso(row.revokedAt),
      ended_reason: row.revokedReason,
      live: row.revokedAt === null && row.expiresAt > now,
    }))
    .sort((a, b) => Number(b.live) - Number(a.live));
}
