import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../lib/api";
import { isLoggedIn } from "../../lib/session";

/** The reply as a type only: the browser takes replies as typed, and zod stays off the job screens' first load. */
type ProfileReply = z.ZodType<{ status: true; data: ({ status: boolean } & Record<string, unknown>) | null }>;

/** Whether the signed-in user has a usable job profile (one exists and its status is not false). */
export function useHasJobProfile(): boolean {
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    queryKey: ["flash-profile"],
    queryFn: ({ signal }) => callApi<ProfileReply>("job", "common/profileDetail?userType=0", { signal }),
    enabled: signedIn,
    retry: false,
  });
  return data?.data?.status === true;
}
