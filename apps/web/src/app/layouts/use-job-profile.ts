import { useQuery } from "@tanstack/react-query";
import { flashProfileQuery } from "../../features/flashjobs";
import { isLoggedIn } from "../../lib/session";

/** Whether the signed-in user has a usable job profile (one exists and its status is not false). */
export function useHasJobProfile(): boolean {
  const { data } = useQuery({ ...flashProfileQuery, enabled: isLoggedIn() });
  return data?.status === true;
}
