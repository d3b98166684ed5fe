import { useQuery } from "@tanstack/react-query";
import { isLoggedIn } from "../../lib/session";
import { clientProfileQuery, flashProfileQuery } from "../../shared/job-profiles";

/** Whether the signed-in user has a usable job profile (one exists and its status is not false). */
export function useHasJobProfile(): boolean {
  const { data } = useQuery({ ...flashProfileQuery, enabled: isLoggedIn() });
  return data?.status === true;
}

/** Whether the signed-in user has a client profile (they post jobs), with or without a worker one. */
export function useHasClientProfile(): boolean {
  const { data } = useQuery({ ...clientProfileQuery, enabled: isLoggedIn() });
  return data?.status === true;
}
