import {
  type ChangeCardRequest,
  changeCardRequest,
  type PhoneCardInfo,
  phoneCardInfo,
  type phoneCardInfoAnswer,
  type RedeemDone,
  type redeemDoneAnswer,
  type WithdrawConfirmRequest,
  type WithdrawData,
  type WithdrawRequest,
  type withdrawAnswer,
  withdrawConfirmRequest,
  withdrawRequest,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { pointsKey } from "./points-api";

/** What the member's market offers, with stock; the card tabs show only when `enable_change_card`. */
export const phoneCardInfoQuery = queryOptions({
  queryKey: [...pointsKey, "phone-cards"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof phoneCardInfoAnswer>("main", "phone_cards/get_list_phone_card_info", { signal })).data,
});

/** Texts the code that confirms a bank transfer; nothing is spent yet. Sending it again gives a new request. */
export async function requestWithdraw(body: WithdrawRequest): Promise<WithdrawData> {
  return (
    await callApi<typeof withdrawAnswer>("main", "phone_cards/withdraw", {
      method: "POST",
      body: withdrawRequest.parse(body),
    })
  ).data;
}

/** The balance, the history and the card stock all changed: every points answer is fetched again. */
function spent(done: RedeemDone): RedeemDone {
  void queryClient.invalidateQueries({ queryKey: pointsKey });
  return done;
}

export async function confirmWithdraw(body: WithdrawConfirmRequest, idempotencyKey: string): Promise<RedeemDone> {
  const answer = await callApi<typeof redeemDoneAnswer>("main", "phone_cards/withdraw/confirm", {
    method: "POST",
    body: withdrawConfirmRequest.parse(body),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return spent(answer.data);
}

export async function changeCard(body: ChangeCardRequest, idempotencyKey: string): Promise<RedeemDone> {
  const answer = await callApi<typeof redeemDoneAnswer>("main", "phone_cards/change_card", {
    method: "POST",
    body: changeCardRequest.parse(body),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return spent(answer.data);
}

/**
 * Code 2030 (out of stock) carries the fresh card list: it replaces the cached one, so the screen
 * keeps showing the cards with the stock as it is now. Returns the list, or null if it has none.
 */
export function keepFreshCardList(error: unknown): PhoneCardInfo | null {
  if (!(error instanceof ApiError)) return null;
  const fresh = phoneCardInfo.safeParse(error.extra.data);
  if (!fresh.success) return null;
  queryClient.setQueryData(phoneCardInfoQuery.queryKey, fresh.data);
  return fresh.data;
}
