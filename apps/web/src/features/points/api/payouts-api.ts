import type {
  AccountCheckData,
  accountCheckAnswer,
  PayoutView,
  payoutAnswer,
  payoutChannelsAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { pointsKey } from "./points-api";

/** Where the member's market cashes out, with each channel's limit; the same for the whole session. */
export const payoutChannelsQuery = queryOptions({
  queryKey: [...pointsKey, "payout-channels"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof payoutChannelsAnswer>("main", "payouts/channels", { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The provider's word on an account: the number as it will be sent and the holder's name, where told. */
export async function checkPayoutAccount(body: {
  channel_code: string;
  account_number: string;
}): Promise<AccountCheckData> {
  return (await callApi<typeof accountCheckAnswer>("main", "payouts/account_check", { method: "POST", body })).data;
}

const finalStatuses: PayoutView["status"][] = ["paid", "failed", "cancelled", "reversed"];

/** A cash-out's way to the account, followed every few seconds until it has arrived or come back. */
export function payoutQuery(id: string) {
  return queryOptions({
    queryKey: [...pointsKey, "payout", id],
    queryFn: async ({ signal }) => (await callApi<typeof payoutAnswer>("main", `payouts/${id}`, { signal })).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && finalStatuses.includes(status) ? false : 5_000;
    },
    retry: false,
  });
}
