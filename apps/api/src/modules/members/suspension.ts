import { type AdminMember, errorCodes, isStaffRole } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { Staff } from "../../http/require-role.js";
import { recordAudit } from "../audit/index.js";
import { endUserSessions } from "../auth/index.js";
import { updateUser } from "../users/index.js";
import { liveMember, memberProfile } from "./profile.js";

const suspensionOf = (user: { suspendedAt: Date | null; suspensionReason: string | null }) => ({
  suspended_at: user.suspendedAt,
  suspension_reason: user.suspensionReason,
});

/**
 * Suspends or lifts the suspension of an account, with a reason, recorded in the audit log in the
 * same transaction. Suspending ends every session of the account at once (its next request hears
 * 401 `account_suspended`) and its sign-ins are refused until the suspension is lifted. Nobody
 * suspends themselves, and only an admin suspends a staff account. Asking for the state the account
 * is already in changes nothing.
 */
export async function setSuspension(
  db: Db,
  staff: Staff,
  input: { memberId: string; suspend: boolean; reason: string },
): Promise<AdminMember> {
  if (input.memberId === staff.user.id) {
    throw new AppError(409, errorCodes.cannotChangeOwnAccount, "You cannot suspend your own account.");
  }
  await db.transaction(async (tx) => {
    const member = await liveMember(tx, input.memberId, true);
    if (member.roles.some(isStaffRole) && staff.role !== "admin") {
      throw new AppError(403, errorCodes.forbidden, "Only an admin can suspend a staff account.");
    }
    if ((member.suspendedAt !== null) === input.suspend) return;
    const changed = await updateUser(tx, member.id, {
      suspendedAt: input.suspend ? new Date() : null,
      suspensionReason: input.suspend ? input.reason : null,
    });
    if (input.suspend) await endUserSessions(tx, member.id, "suspended");
    await recordAudit(tx, staff.actor, {
      action: input.suspend ? "member.suspend" : "member.unsuspend",
      target: { kind: "member", id: member.id },
      before: suspensionOf(member),
      after: { ...suspensionOf(changed), reason: input.reason },
    });
  });
  return memberProfile(db, input.memberId);
}
