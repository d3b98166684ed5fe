import type {
  ChangeCardRequest,
  PhoneCardInfo,
  phoneCardInfoAnswer,
  RedeemDone,
  redeemDoneAnswer,
  WithdrawConfirmRequest,
  WithdrawData,
  WithdrawRequest,
  withdrawAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { pointsKey } from "./points-api";

/** The request schemas, loaded with the first redemption rather than with the redeem screen. */
const requests = () => import("./requests");

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
      body: (await requests()).withdrawRequest.parse(body),
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
    body: (await requests()).withdrawConfirmRequest.parse(body),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return spent(answer.data);
}

export async function changeCard(body: ChangeCardRequest, idempotencyKey: string): Promise<RedeemDone> {
  const answer = await callApi<typeof redeemDoneAnswer>("main", "phone_cards/change_card", {
    method: "POST",
    body: (await requests()).changeCardRequest.parse(body),
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
  const fresh = error.extra.data;
  if (!isCardList(fresh)) return null;
  queryClient.setQueryData(phoneCardInfoQuery.queryKey, fresh);
  return fresh;
}

/** Whether an error's data is the card list, as the server writes it (checked by shape, without zod). */
function isCardList(data: unknown): data is PhoneCardInfo {
  if (typeof data !== "object" || data === null) return false;
  const { enable_change_card, remaining, currency, cards } = data as Record<string, unknown>;
  return (
    typeof enable_change_card === "boolean" &&
    typeof remaining === "number" &&
    typeof currency === "string" &&
    Array.isArray(cards)
  );
}
