import { useQuery } from "@tanstack/react-query";
import { isLoggedIn } from "../../lib/session";
import { settingQuery } from "../../lib/setting-query";

/**
 * Whether the bell shows its dot: the user's settings say some notification is unseen (`notiSeen`
 * false), from the settings' one cache entry (lib/setting-query.ts).
 */
export function useUnseenNotifications(): boolean {
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    ...settingQuery,
    enabled: signedIn,
    retry: false,
  });
  return data ? !data.notiSeen : false;
}
