import type {
  BingoCampaignBody,
  BingoCampaignSummary,
  bingoCampaignListAnswer,
  bingoCampaignSummaryAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey } from "../api/admin-api";

export const bingoKey = [...adminKey, "bingo_campaigns"] as const;

/** The campaigns of the last year and ahead, newest week first; the API answers them whole. */
export const bingoCampaignsQuery = queryOptions({
  queryKey: bingoKey,
  queryFn: async ({ signal }) =>
    (await callApi<typeof bingoCampaignListAnswer>("admin", "bingo/campaigns", { signal })).data,
});

export async function createBingoCampaign(body: BingoCampaignBody): Promise<BingoCampaignSummary> {
  return (await callApi<typeof bingoCampaignSummaryAnswer>("admin", "bingo/campaigns", { method: "POST", body })).data;
}
