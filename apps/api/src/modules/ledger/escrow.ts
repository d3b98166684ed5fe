import type { Tx } from "../../db/client.js";
import { escrowAccount, houseAccounts, memberAccount } from "./accounts.js";
import { type PostedTransfer, transfer } from "./post-points.js";

/**
 * The job marketplace's money: a client's points wait in the application's escrow account from
 * the hire until the work is paid (to the worker, less the service fee to the house) or refunded
 * (to the client). Each step is idempotent by the application and the step, so a retried or
 * raced step moves nothing twice, and the escrow account can never give more than it was given:
 * a release after a refund (or the other way round) finds it empty and is refused.
 */
const cause = (applicationId: string) => ({ kind: "job_application", id: applicationId });
const keyOf = (applicationId: string, step: string) => `escrow:${applicationId}:${step}`;

/** The client puts the agreed points aside at the hire. Refused with `NotEnoughPoints` (and its shortfall). */
export function holdInEscrow(
  tx: Tx,
  hold: { applicationId: string; clientUserId: string; amountCents: number },
): Promise<PostedTransfer> {
  return transfer(tx, {
    from: memberAccount(hold.clientUserId),
    to: escrowAccount(hold.applicationId),
    amountCents: hold.amountCents,
    type: "PaymentFlashJob",
    cause: cause(hold.applicationId),
    idempotencyKey: keyOf(hold.applicationId, "hold"),
  });
}

export type Release = {
  applicationId: string;
  workerUserId: string;
  /** What the worker receives. */
  workerCents: number;
  /** The service fee, to the house's `fees` account; 0 for none. */
  feeCents: number;
  /** Names a partial release (a dispute's split); the whole payment by default. */
  step?: string;
};

/** Pays the worker, and the fee to the house, in the caller's transaction. */
export async function releaseEscrow(
  tx: Tx,
  release: Release,
): Promise<{ worker: PostedTransfer; fee: PostedTransfer | null }> {
  const step = release.step ?? "release";
  const escrow = escrowAccount(release.applicationId);
  const worker = await transfer(tx, {
    from: escrow,
    to: memberAccount(release.workerUserId),
    amountCents: release.workerCents,
    type: "PaymentFlashJob",
    cause: cause(release.applicationId),
    idempotencyKey: keyOf(release.applicationId, step),
  });
  const fee =
    release.feeCents > 0
      ? await transfer(tx, {
          from: escrow,
          to: houseAccounts.fees,
          amountCents: release.feeCents,
          type: "PaymentFlashJob",
          cause: cause(release.applicationId),
          idempotencyKey: keyOf(release.applicationId, `${step}:fee`),
        })
      : null;
  return { worker, fee };
}

/** Gives the client back what is held (a cancellation before the work, a dispute's refund). */
export function refundEscrow(
  tx: Tx,
  refund: { applicationId: string; clientUserId: string; amountCents: number; step?: string },
): Promise<PostedTransfer> {
  return transfer(tx, {
    from: escrowAccount(refund.applicationId),
    to: memberAccount(refund.clientUserId),
    amountCents: refund.amountCents,
    type: "PaymentFlashJob",
    cause: cause(refund.applicationId),
    idempotencyKey: keyOf(refund.applicationId, refund.step ?? "refund"),
  });
}
