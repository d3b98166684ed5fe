import type { Tx } from "../../db/client.js";
import { recordActivity } from "../activity/index.js";
import type { User } from "../users/index.js";

/** `signed_up`, once per account, in the transaction that creates it (invitations start from it). */
export function recordSignedUp(tx: Tx, user: User, timeZone: string) {
  return recordActivity(tx, {
    userId: user.id,
    kind: "signed_up",
    cause: user.id,
    detail: { with_invite_code: user.inviteCodeUsed !== null },
    timeZone,
  });
}
