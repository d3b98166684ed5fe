import type { AuditAction, AuditActorRole, AuditTargetKind } from "@rewards/contracts";
import type { Tx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { maskForAudit } from "./mask.js";
import { auditEntries } from "./tables.js";

/** Who is acting: the staff member, the role that allowed the action, and the request it came in. */
export type AuditActor = { userId: string; role: AuditActorRole; requestId: string | null };

export type AuditRecord = {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  /** The target before the write (omit for a creation). */
  before?: unknown;
  /** The target after the write, or what was done (omit for a read such as an export). */
  after?: unknown;
};

/**
 * Records a back-office write. It takes the write's transaction (a plain handle does not compile),
 * so the entry commits with the write and disappears with it when the write rolls back.
 * Secrets and account numbers are masked before anything is stored.
 */
export async function recordAudit(tx: Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditEntries).values({
    id: newId(),
    actorId: actor.userId,
    actorRole: actor.role,
    action: record.action,
    targetKind: record.target.kind,
    targetId: record.target.id,
    before: record.before === undefined ? null : maskForAudit(record.before),
    after: record.after === undefined ? null : maskForAudit(record.after),
    requestId: actor.requestId,
  });
}
