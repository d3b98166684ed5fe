import type { settingAnswer } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../lib/api";
import { isLoggedIn } from "../../lib/session";

/**
 * Whether the bell shows its dot: the user's settings say some notification is unseen (`notiSeen`
 * false). The cache entry is the settings screen's too (features/account), so it holds `data`.
 */
export function useUnseenNotifications(): boolean {
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    queryKey: ["setting"],
    queryFn: async ({ signal }) => (await callApi<typeof settingAnswer>("main", "setting", { signal })).data,
    enabled: signedIn,
    retry: false,
  });
  return data ? !data.notiSeen : false;
}
