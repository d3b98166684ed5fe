import { useQuery } from "@tanstack/react-query";
import { isLoggedIn } from "../../lib/session";
import { profileQuery } from "../../shared/profile";

/** The member's level for the header, from the profile the route guard already loaded. */
export function useMemberLevel(): number | null {
  const { data } = useQuery({ ...profileQuery, enabled: isLoggedIn(), retry: false });
  return data ? data.basic_info.user_level : null;
}

/** Whether the member also works in the back office, for the avatar menu's link to it. */
export function useStaffMember(): boolean {
  const { data } = useQuery({ ...profileQuery, enabled: isLoggedIn(), retry: false });
  return data?.staff ?? false;
}
