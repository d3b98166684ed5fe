import type { settingAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "./api";

/**
 * The member's settings (`GET setting`), one cache entry for every reader: the settings screen,
 * the header's bell (`notiSeen`), and what changes them (the language switch, opening the
 * notifications). Here, not in features/account, since the shell and lib read it too.
 */
export const settingQuery = queryOptions({
  queryKey: ["setting"],
  queryFn: async ({ signal }) => (await callApi<typeof settingAnswer>("main", "setting", { signal })).data,
});
