import { useQuery } from "@tanstack/react-query";
import { isLoggedIn } from "../../../lib/session";
import { checkMissionsQuery } from "../api/missions-api";

/** Whether the menu's mission entry shows its dot: some finished step waits to be claimed. */
export function useMissionDot(): boolean {
  const { data } = useQuery({ ...checkMissionsQuery, enabled: isLoggedIn(), retry: false });
  return data?.claimable ?? false;
}
