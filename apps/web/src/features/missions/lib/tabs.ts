/** The spec's three tabs of `/home/mission`, in its order. */
export const missionTabs = ["levelUp", "daily", "completed"] as const;
export type MissionTab = (typeof missionTabs)[number];

/** The open tab as the address holds it (`?tab=daily`): the page and what the server loads for it read it alike. */
export function missionTabOf(search: URLSearchParams): MissionTab {
  const tab = search.get("tab");
  return (missionTabs as readonly (string | null)[]).includes(tab) ? (tab as MissionTab) : "levelUp";
}
