import type { socialProvidersAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";

/**
 * `GET users/social_providers`: which social sign-ins the server has configured. Apart from the
 * account calls (features/account/api/account-api.ts), which check their bodies with the contracts'
 * schemas, so that the help page and every guarded screen can ask without loading zod.
 */
export const socialProvidersQuery = queryOptions({
  queryKey: ["social-providers"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof socialProvidersAnswer>("main", "users/social_providers", { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
});
