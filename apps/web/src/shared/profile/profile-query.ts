import type { profileAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";

/**
 * The signed-in user's profile and where the account stands. The route guards fetch it before a
 * screen renders; the screens (the member's level in the header, the redeem rate by market) read
 * the same cache entry. What changes it lives with the account (features/account/api/profile-api.ts).
 */
export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof profileAnswer>("main", "profile/info_basic_user", { signal })).data,
});
