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

/** A refused split of the held points: the split box's own words say what the server takes. */
export const isShareRefused = (error: unknown): boolean => error instanceof ApiError && error.field === "worker_amount";
