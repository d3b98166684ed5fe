import { v5 } from "uuid";
import type { LedgerAccountKind } from "./tables.js";

/**
 * Names an account without reading it: every id is known from its owner, so a transfer needs no
 * lookup before the one call that posts it.
 */
export type AccountRef = {
  id: string;
  kind: LedgerAccountKind;
  /** The member of a member account. */
  userId: string | null;
  /** The application of an escrow, the name of a house account. */
  ownerRef: string | null;
};

/**
 * The house's `grants` account (the source of every point the house gives and the sink of every
 * redemption: it alone goes negative) is split into shards, one picked by the member, because every
 * earning and spending locks it until its transaction commits: on one row they would queue one
 * commit at a time. Its balance is the sum of its shards (`grantsBalance`). The migration that made
 * accounts opened them all.
 */
export const grantsShards = 32;

const houseId = (group: number, n: number) =>
  `00000000-0000-0000-${group.toString(16).padStart(4, "0")}-${n.toString(16).padStart(12, "0")}`;

/** The grants shard a member's earnings come from and spendings go to. */
export function grantsAccount(userId: string): AccountRef {
  // The last two hex digits of a UUID are random (v4 and v7 alike), so members spread evenly.
  const shard = Number.parseInt(userId.slice(-2), 16) % grantsShards;
  return { id: houseId(1, shard), kind: "house", userId: null, ownerRef: `grants:${shard}` };
}

export const houseAccounts = {
  /** Where the marketplace's service fees go. */
  fees: { id: houseId(2, 0), kind: "house", userId: null, ownerRef: "fees" },
} as const satisfies Record<string, AccountRef>;

/** A member's points. Its id is the member's id, so reading a balance needs no join. */
export function memberAccount(userId: string): AccountRef {
  return { id: userId, kind: "member", userId, ownerRef: null };
}

// A fixed namespace: the same application always names the same escrow account.
const escrowNamespace = "3f0c1f0e-6f5b-4d0e-9a59-2f6d1c7b8e41";

/** The points a client put aside for one job application. */
export function escrowAccount(applicationId: string): AccountRef {
  return { id: v5(`escrow:${applicationId}`, escrowNamespace), kind: "escrow", userId: null, ownerRef: applicationId };
}

/**
 * The points of one cash-out between the request and the provider's last word (a pending
 * transfer, as TigerBeetle names it): an escrow account of its own, so what is held is never
 * spendable twice and is visible in the ledger rather than in a column.
 */
export function payoutHoldAccount(requestId: string): AccountRef {
  const ownerRef = `payout:${requestId}`;
  return { id: v5(`escrow:${ownerRef}`, escrowNamespace), kind: "escrow", userId: null, ownerRef };
}
