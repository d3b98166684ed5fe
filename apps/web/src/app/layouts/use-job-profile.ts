import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { callApi } from "../../lib/api";
import { isLoggedIn } from "../../lib/session";

const profileReply = z.object({
  status: z.literal(true),
  data: z.object({ status: z.boolean() }).passthrough().nullable(),
});

/** Whether the signed-in user has a usable job profile (one exists and its status is not false). */
export function useHasJobProfile(): boolean {
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    queryKey: ["flash-profile"],
    queryFn: ({ signal }) => callApi<typeof profileReply>("job", "common/profileDetail?userType=0", { signal }),
    enabled: signedIn,
    retry: false,
  });
  return data?.data?.status === true;
}
