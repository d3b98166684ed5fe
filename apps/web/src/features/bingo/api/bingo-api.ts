import type {
  bingoAdTicketAnswer,
  bingoCampaignAnswer,
  bingoDailySummonAnswer,
  bingoSummonAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

export const bingoKey = ["bingo"] as const;

/** `GET bingo/check_campaign`: this week's board, today's summon and the fairness proof. */
export const bingoQuery = queryOptions({
  queryKey: [...bingoKey, "campaign"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof bingoCampaignAnswer>("main", "bingo/check_campaign", { signal })).data,
});

/** `POST bingo/summon`: today's monster. */
export async function summonToday() {
  return (await callApi<typeof bingoSummonAnswer>("main", "bingo/summon", { method: "POST" })).data;
}

/** `POST bingo/daily_board/summon`: the next monster of today's board, or every one the day has left. */
export async function summonDaily(all: boolean) {
  return (
    await callApi<typeof bingoDailySummonAnswer>("main", "bingo/daily_board/summon", { method: "POST", body: { all } })
  ).data;
}

/** `POST bingo/ad_tickets`: a one-time ticket to catch up a missed day with the video. */
export async function requestAdTicket(day: string) {
  return (await callApi<typeof bingoAdTicketAnswer>("main", "bingo/ad_tickets", { method: "POST", body: { day } }))
    .data;
}

/** `POST bingo/ad_tickets/{id}/complete`: the video was watched to the end. */
export async function completeAdTicket(id: string) {
  return (
    await callApi<typeof bingoSummonAnswer>("main", `bingo/ad_tickets/${encodeURIComponent(id)}/complete`, {
      method: "POST",
    })
  ).data;
}
