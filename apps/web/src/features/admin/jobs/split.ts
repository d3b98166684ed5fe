import { quotation } from "@rewards/contracts";
import { ApiError } from "../../../lib/api-error";

/** A split the server takes: the worker's whole share, what goes back to the client, and the house's fee on the share. */
export type Split = { share: number; refund: number; fee: number; workerReceives: number };

/**
 * Reads the worker's share typed into the split box against the points held in escrow. The server
 * takes 1 to held − 1 (all of it is 'pay the worker', none of it 'refund the client'); the worker
 * receives the share less the service fee, as when a job is paid in full.
 */
export function splitOf(typed: string, held: number): Split | "whole" | "range" {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return "whole";
  const share = Number(text);
  if (share < 1 || share > held - 1) return "range";
  const fee = quotation(share).service_fee;
  return { share, refund: held - share, fee, workerReceives: share - fee };
}

/** The catalog key (under `jobs.errors`) of the words for a refused action, in the staff member's language. */
export function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 0) return "network";
  if (error.field === "worker_amount") return "share";
  switch (error.code) {
    case "application_state_conflict":
      return "settled";
    case "not_found":
      return "notFound";
    case "forbidden":
      return "forbidden";
    default:
      if (error.status === 401 || error.status === 403) return "forbidden";
      return error.status === 400 || error.status === 422 ? "check" : "failed";
  }
}
