import type { RedeemRequest, RedeemStatus } from "@rewards/contracts";

export type TimelineStep = {
  status: RedeemStatus;
  /** When the request reached this step; null for a step still ahead. */
  at: string | null;
  state: "done" | "current" | "upcoming";
};

type Timed = Pick<RedeemRequest, "kind" | "status" | "created_at" | "processing_at" | "paid_at" | "rejected_at">;

/**
 * Where a request has been and where it goes next. A bank transfer moves requested → processing
 * → paid; a card or voucher is paid as it is delivered, so it has no processing step. A rejected
 * request ends at the rejection, after whatever steps it had reached.
 */
export function timelineOf(request: Timed): TimelineStep[] {
  const reached: Record<RedeemStatus, string | null> = {
    requested: request.created_at,
    processing: request.processing_at,
    paid: request.paid_at,
    rejected: request.rejected_at,
  };
  const path: RedeemStatus[] =
    request.status === "rejected"
      ? ["requested", ...(request.processing_at ? (["processing"] as const) : []), "rejected"]
      : ["requested", ...(request.kind === "bank_transfer" ? (["processing"] as const) : []), "paid"];
  const current = path.indexOf(request.status);
  return path.map((status, index) => ({
    status,
    at: index <= current ? reached[status] : null,
    state: index < current ? "done" : index === current ? "current" : "upcoming",
  }));
}
