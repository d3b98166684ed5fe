import { type AdminMember, errorCodes, type UserRole } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { Staff } from "../../http/require-role.js";
import { recordAudit } from "../audit/index.js";
import { updateUser } from "../users/index.js";
import { liveMember, memberProfile } from "./profile.js";

/**
 * `PUT /api/admin/members/{id}/roles` (admins only): replaces an account's roles, recorded in the
 * audit log. An admin cannot change their own, so nobody locks the last door behind them.
 */
export async function setRoles(db: Db, staff: Staff, memberId: string, roles: UserRole[]): Promise<AdminMember> {
  if (memberId === staff.user.id) {
    throw new AppError(409, errorCodes.cannotChangeOwnAccount, "You cannot change your own roles.");
  }
  await db.transaction(async (tx) => {
    const member = await liveMember(tx, memberId, true);
    const same = member.roles.length === roles.length && roles.every((role) => member.roles.includes(role));
    if (same) return;
    await updateUser(tx, member.id, { roles });
    await recordAudit(tx, staff.actor, {
      action: "member.roles",
      target: { kind: "member", id: member.id },
      before: { roles: member.roles },
      after: { roles },
    });
  });
  return memberProfile(db, memberId);
}
