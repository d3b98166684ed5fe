import { errorCodes } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { findLiveUser } from "../users/index.js";
import { IdempotencyKeyConflict, type PostedPoints, postPoints } from "./post-points.js";

export type PointGrant = {
  adminId: string;
  userId: string;
  amountCents: number;
  reason: string;
  /** The client's `Idempotency-Key` header, if it sent one. */
  requestKey?: string | undefined;
};

/**
 * An admin credits a member by hand (history type SettingPointUser). A client's key is scoped to
 * the admin, so two admins can never collide on one; without a key every request is a new grant.
 */
export async function grantPoints(db: Db, grant: PointGrant): Promise<PostedPoints> {
  const idempotencyKey = grant.requestKey ? `grant:${grant.adminId}:${grant.requestKey}` : `grant:${newId()}`;
  try {
    return await db.transaction(async (tx) => {
      const member = await findLiveUser(tx, grant.userId);
      if (!member) throw new AppError(404, errorCodes.notFound, "This user does not exist.");
      return postPoints(tx, {
        userId: member.id,
        amountCents: grant.amountCents,
        type: "SettingPointUser",
        cause: { kind: "admin_grant", id: grant.adminId },
        idempotencyKey,
        note: grant.reason,
      });
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyConflict) {
      throw new AppError(422, errorCodes.idempotencyKeyReused, "This Idempotency-Key was used for a different grant.");
    }
    throw error;
  }
}
