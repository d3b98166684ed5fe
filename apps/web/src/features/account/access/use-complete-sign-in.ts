import type { SignInData } from "@rewards/contracts";
import { safeNextPath } from "@rewards/contracts";
import { useNavigate, useSearchParams } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { applyAccount } from "../market";

/**
 * After any sign-in (password or social): a member gets the account's language (on any device)
 * and their phone's market, and goes where they were headed (`?next=`) or home; anyone else goes to `/` to finish the setup.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (signedIn: SignInData) => {
    // A previous user's answers must not show through.
    queryClient.clear();
    if (!signedIn.phone_confirmed) {
      navigate("/", { replace: true });
      return;
    }
    await applyAccount(signedIn.account);
    navigate(safeNextPath(search.get("next")) ?? "/home", { replace: true });
  };
}
