import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { callApi } from "../../lib/api";
import { isLoggedIn } from "../../lib/session";

const settingReply = z.object({ status: z.literal(true), data: z.object({ notiSeen: z.boolean() }).passthrough() });

/** Whether the bell shows its dot: the user's settings say some notification is unseen (`notiSeen` false). */
export function useUnseenNotifications(): boolean {
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    queryKey: ["setting"],
    queryFn: ({ signal }) => callApi("main", "setting", settingReply, { signal }),
    enabled: signedIn,
    retry: false,
  });
  return data ? !data.data.notiSeen : false;
}
