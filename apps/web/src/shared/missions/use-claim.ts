import type { ClaimData } from "@rewards/contracts";
import { type QueryKey, useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatPoints } from "../../lib/format";
import { queryClient } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { useRefusalText } from "../refusals";
import { claimSubMission, missionsKey } from "./claim";

/** What else a claim changes: the balance, the home screen, the level on the profile and header. */
const touchedElsewhere: QueryKey[] = [["points"], ["home"], ["profile"]];

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Claims a step. `keep` updates the list on screen the spec's way (see lib/claim-update.ts); every
 * other mission answer is refetched when next shown, so the tabs and the menu's dot agree.
 */
export function useClaim(onScreen?: { key: QueryKey; keep: (claim: ClaimData) => void }) {
  const { t, i18n } = useTranslation("shared/missions");
  const refusalText = useRefusalText();
  return useMutation({
    mutationFn: claimSubMission,
    onSuccess: (claim) => {
      onScreen?.keep(claim);
      void queryClient.invalidateQueries({
        queryKey: missionsKey,
        predicate: (query) => !onScreen || !sameKey(query.queryKey, onScreen.key),
      });
      for (const key of touchedElsewhere) void queryClient.invalidateQueries({ queryKey: key });
      toast.success(t("claim.done", { points: formatPoints(claim.sub_mission.point, i18n.language) }));
      if (claim.level_up) toast.success(t("claim.levelUp", { level: claim.user_level }));
    },
    onError: (error) => {
      toast.error(refusalText(error));
      // What the server refused is out of date on screen: show what it holds now.
      void queryClient.invalidateQueries({ queryKey: missionsKey });
    },
  });
}
