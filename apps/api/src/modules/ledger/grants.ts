import { errorCodes } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { notify } from "../notifications/index.js";
import { findLiveUser } from "../users/index.js";
import { IdempotencyKeyConflict, type PostedPoints, postPoints } from "./post-points.js";

export type PointGrant = {
  userId: string;
  /** Positive credits, negative debits; a debit never takes the balance below zero. */
  amountCents: number;
  reason: string;
  /** The client's `Idempotency-Key` header, if it sent one. */
  requestKey?: string | undefined;
};

/**
 * An admin credits or debits a member by hand (history type SettingPointUser), recorded in the
 * audit log in the same transaction. A client's key is scoped to the admin, so two admins can
 * never collide on one; without a key every request is a new grant. A debit the balance does not
 * cover is refused (409 `not_enough_points`) and writes nothing.
 */
export async function grantPoints(db: Db, actor: AuditActor, grant: PointGrant): Promise<PostedPoints> {
  const idempotencyKey = grant.requestKey ? `grant:${actor.userId}:${grant.requestKey}` : `grant:${newId()}`;
  try {
    return await db.transaction(async (tx) => {
      const member = await findLiveUser(tx, grant.userId);
      if (!member) throw new AppError(404, errorCodes.notFound, "This user does not exist.");
      const posted = await postPoints(tx, {
        userId: member.id,
        amountCents: grant.amountCents,
        type: "SettingPointUser",
        cause: { kind: "admin_grant", id: actor.userId },
        idempotencyKey,
        note: grant.reason,
      });
      if (!posted.replayed) {
        const { entry } = posted;
        await recordAudit(tx, actor, {
          action: "points.adjust",
          target: { kind: "member", id: member.id },
          before: { balance: entry.balanceAfter - entry.amountCents },
          after: { balance: entry.balanceAfter, point: entry.amountCents, reason: grant.reason, entry_id: entry.id },
        });
        if (entry.amountCents > 0) {
          await notify(tx, member.id, "points_received", { cause: entry.id, values: { points: entry.amountCents } });
        }
      }
      return posted;
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyConflict) {
      throw new AppError(422, errorCodes.idempotencyKeyReused, "This Idempotency-Key was used for a different grant.");
    }
    throw error;
  }
}
