import { type CardProvider, cardCountMax } from "@rewards/contracts";

/** What the member picked; any of it may no longer be on offer once a fresh list arrives. */
export type CardOrder = { provider: string | null; faceValue: number | null; count: number };

/**
 * The order as it can be placed against the current list: the provider picked (else the first),
 * the face value only while in stock, a count within 1..10 and the stock, and what it costs.
 */
export function resolveCardOrder(providers: CardProvider[], order: CardOrder, balance: number) {
  const provider = providers.find((candidate) => candidate.provider === order.provider) ?? providers[0] ?? null;
  const option = provider?.face_values.find((face) => face.face_value === order.faceValue && face.stock > 0) ?? null;
  const maxCount = option ? Math.min(cardCountMax, option.stock) : 1;
  const count = Math.min(Math.max(1, order.count), maxCount);
  const total = option ? option.point * count : 0;
  return { provider, option, maxCount, count, total, affordable: total <= balance };
}
