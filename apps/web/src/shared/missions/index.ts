/** A mission as the member sees it, and its claim: the missions screen's and home's daily missions. */

export { missionsKey } from "./claim";
export { ClaimButton } from "./claim-button";
export { MissionCard } from "./mission-card";
export { useClaim } from "./use-claim";
