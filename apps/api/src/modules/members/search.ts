import type { AdminMemberSummary, adminMembersQuery, MemberSort } from "@rewards/contracts";
import { and, arrayContains, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { likePattern } from "../../lib/like-pattern.js";
import { balanceColumn } from "../ledger/index.js";
import { displayName, fullPhoneNumber, type User, users } from "../users/index.js";

export type MemberFilter = z.infer<typeof adminMembersQuery>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const balance = balanceColumn(users.id);

const orderBy: Record<MemberSort, SQL[]> = {
  "-created_at": [desc(users.createdAt), desc(users.id)],
  created_at: [asc(users.createdAt), asc(users.id)],
  email: [asc(users.email), asc(users.id)],
  "-email": [desc(users.email), desc(users.id)],
  "-balance": [desc(balance), desc(users.id)],
  balance: [asc(balance), asc(users.id)],
};

/** `q` finds a member by id, or by a part of their email, name or phone number (with or without its code). */
function matching(q: string): SQL | undefined {
  if (uuidPattern.test(q)) return eq(users.id, q.toLowerCase());
  const pattern = likePattern(q.replace(/^\+/, ""));
  const contains = (value: SQL) => sql`${value} ilike ${pattern} escape '\\'`;
  return or(
    contains(sql`${users.email}`),
    contains(sql`concat_ws(' ', ${users.name}, ${users.lastName})`),
    contains(sql`concat(ltrim(${users.countryCode}, '+'), ${users.phoneNumber})`),
    contains(sql`coalesce(${users.phoneNumber}, '')`),
  );
}

export function toMemberSummary(user: User, balanceCents: number): AdminMemberSummary {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    phone: fullPhoneNumber(user),
    phone_confirmed: user.phoneConfirmedAt !== null,
    email_confirmed: user.emailConfirmedAt !== null,
    market: user.market,
    roles: user.roles,
    balance: balanceCents,
    created_at: user.createdAt.toISOString(),
    suspended_at: user.suspendedAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/members`: live accounts only (an unregistered one is anonymized and has nothing to show). */
export async function searchMembers(
  db: Db,
  filter: MemberFilter,
): Promise<{ members: AdminMemberSummary[]; total: number }> {
  const where = and(
    isNull(users.deletedAt),
    filter.q ? matching(filter.q) : undefined,
    filter.status === "suspended" ? isNotNull(users.suspendedAt) : undefined,
    filter.status === "active" ? isNull(users.suspendedAt) : undefined,
    filter.role ? arrayContains(users.roles, [filter.role]) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, balance })
      .from(users)
      .where(where)
      .orderBy(...orderBy[filter.sort])
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { members: rows.map((row) => toMemberSummary(row.user, row.balance)), total: totals?.total ?? 0 };
}
