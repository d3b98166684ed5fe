import {
  type InvitationItem,
  type InviteeStatus,
  type InviteInfo,
  inviteeBonusPoints,
  pointHistoryPageSize,
} from "@rewards/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { readSetting } from "../app-settings/index.js";
import { type User, users } from "../users/index.js";
import { inviteCodeOf } from "./codes.js";
import { invitations } from "./tables.js";

/** The public invitation page with a code: the link members share. */
export const sharePathOf = (code: string) => `/invite?code=${code}`;

/** A friend's name as the inviter sees it: first name and the initial of the last. */
function shortName(name: string | null, lastName: string | null): string | null {
  if (!name) return null;
  return lastName ? `${name} ${lastName.slice(0, 1)}.` : name;
}

/** What an invitation pays this member: the friend's fixed bonus and the inviter's bonus for the member's market. */
export async function invitationBonuses(db: DbOrTx, user: Pick<User, "market">) {
  const settings = await readSetting(db, "invitations");
  return {
    invitee_bonus: inviteeBonusPoints,
    inviter_bonus: settings.inviter_bonus_points[user.market === "vi" ? "vi" : "indo"],
    daily_cap: settings.inviter_daily_cap,
  };
}

/** `GET invitations`: the member's code and link, what an invitation pays, and how theirs went. */
export async function inviteInfo(db: DbOrTx, user: User): Promise<InviteInfo> {
  const [code, bonuses, [totals]] = await readTogether(db, [
    () => inviteCodeOf(db, user.id),
    () => invitationBonuses(db, user),
    () =>
      db
        .select({
          invited: sql<number>`count(*)::int`,
          rewarded: sql<number>`count(*) filter (where ${invitations.status} = 'rewarded')::int`,
          points: sql<number>`coalesce(sum(${invitations.inviterBonus}), 0)::int`,
        })
        .from(invitations)
        .where(eq(invitations.inviterId, user.id)),
  ]);
  return {
    code,
    share_path: sharePathOf(code),
    ...bonuses,
    invited: totals?.invited ?? 0,
    rewarded: totals?.rewarded ?? 0,
    points_earned: totals?.points ?? 0,
  };
}

/** `GET point_histories/invitation_histories`: the friends the member invited, newest first, with where each stands. */
export async function invitationHistories(db: DbOrTx, inviterId: string, page: number) {
  const limit = pointHistoryPageSize;
  const [rows, [count]] = await readTogether(db, [
    () =>
      db
        .select({ invitation: invitations, name: users.name, lastName: users.lastName })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviteeId))
        .where(eq(invitations.inviterId, inviterId))
        .orderBy(desc(invitations.joinedAt), desc(invitations.inviteeId))
        .limit(limit)
        .offset((page - 1) * limit),
    () =>
      db.select({ total: sql<number>`count(*)::int` }).from(invitations).where(eq(invitations.inviterId, inviterId)),
  ]);
  const items: InvitationItem[] = rows.map(({ invitation, name, lastName }) => ({
    id: invitation.inviteeId,
    name: shortName(name, lastName),
    joined_at: invitation.joinedAt.toISOString(),
    status: invitation.status satisfies InviteeStatus,
    point: invitation.inviterBonus,
    entry_id: invitation.inviterEntryId,
    rewarded_at: invitation.status === "rewarded" ? (invitation.rewardedAt?.toISOString() ?? null) : null,
  }));
  return { items, place: { page, limit, total: count?.total ?? 0 } };
}
