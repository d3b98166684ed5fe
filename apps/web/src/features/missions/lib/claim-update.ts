import type { ClaimData, CompletedMissionsPage, MissionsPage } from "@rewards/contracts";

type Pages<T> = { pages: T[]; pageParams: unknown[] };

/**
 * Spec section 4, in the active tabs: the claimed mission shows its returned next step in place,
 * or leaves the list when the claim was its last step.
 */
export function afterClaimInActive(data: Pages<MissionsPage>, claim: ClaimData): Pages<MissionsPage> {
  const missionId = claim.sub_mission.mission_id;
  const next = claim.next_sub_mission;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      user_level: claim.user_level,
      list_missions: page.list_missions.flatMap((mission) => {
        if (mission.id !== missionId) return [mission];
        if (!next) return [];
        // The claimed step's full bar already counted it as done: claiming changes the step, not the count.
        return [{ ...mission, sub_mission: next }];
      }),
    })),
  };
}

/** Spec section 4, in the completed tab: the claimed step stays, marked claimed. */
export function afterClaimInCompleted(
  data: Pages<CompletedMissionsPage>,
  claim: ClaimData,
): Pages<CompletedMissionsPage> {
  const claimedId = claim.sub_mission.id;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      user_level: claim.user_level,
      list_sub_missions: page.list_sub_missions.map((step) =>
        step.id === claimedId ? { ...step, claimed: true, claimable: false } : step,
      ),
    })),
  };
}
