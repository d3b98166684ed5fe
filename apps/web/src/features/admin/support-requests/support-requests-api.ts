import type { adminSupportRequestsAnswer, SupportTopic } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

export type SupportRequestsFilter = { topic: SupportTopic | undefined; page: number };

/** The contact form's requests, newest first, paged by the server. */
export function supportRequestsQuery(filter: SupportRequestsFilter) {
  return queryOptions({
    queryKey: [...adminKey, "support_requests", filter],
    queryFn: ({ signal }) =>
      callApi<typeof adminSupportRequestsAnswer>("admin", `support_requests?${searchOf(filter)}`, { signal }),
  });
}
