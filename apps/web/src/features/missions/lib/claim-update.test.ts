import type { ClaimData, CompletedMissionsPage, MissionItem, MissionsPage, SubMission } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { afterClaimInActive, afterClaimInCompleted } from "./claim-update";
import { nextMissionPage } from "./paging";

const step = (id: string, missionId: string, extra: Partial<SubMission> = {}): SubMission => ({
  id,
  mission_id: missionId,
  category: "survey",
  title: `step ${id}`,
  description: "",
  current_progress: 1,
  target: 1,
  point: 10,
  claimable: true,
  claimed: false,
  type: "levelUp",
  level: 1,
  ...extra,
});
const mission = (id: string, current: SubMission, done = 0, total = 2): MissionItem => ({
  id,
  title: `mission ${id}`,
  category: "survey",
  type: "levelUp",
  level: 1,
  sub_mission: current,
  steps_done: done,
  steps_total: total,
});
const claim = (claimed: SubMission, next: SubMission | null, level = 1): ClaimData => ({
  sub_mission: { ...claimed, claimed: true, claimable: false },
  next_sub_mission: next,
  remaining: 100,
  user_level: level,
  level_up: level > 1,
});
const pages = <T>(...list: T[]) => ({ pages: list, pageParams: list.map((_, index) => index + 1) });
const activePage = (...missions: MissionItem[]): MissionsPage => ({
  list_missions: missions,
  current_page: 1,
  total_pages: 1,
  user_level: 1,
});

describe("a claim in the active tabs (spec section 4)", () => {
  it("replaces the mission's step with the returned next step", () => {
    const first = step("a1", "a");
    const next = step("a2", "a", { claimable: false, current_progress: 0 });
    // The first step's bar is full, so it is one step done before the claim and after it.
    const data = pages(activePage(mission("a", first, 1), mission("b", step("b1", "b"))));
    const after = afterClaimInActive(data, claim(first, next));
    const [a, b] = after.pages[0]?.list_missions ?? [];
    expect(a?.sub_mission).toEqual(next);
    expect(a?.steps_done).toBe(1);
    expect(b?.id).toBe("b");
  });

  it("removes the mission when no next step comes back, on whatever page it is", () => {
    const last = step("a2", "a");
    const data = pages(activePage(mission("b", step("b1", "b"))), activePage(mission("a", last, 1)));
    const after = afterClaimInActive(data, claim(last, null, 2));
    expect(after.pages.map((page) => page.list_missions.map((item) => item.id))).toEqual([["b"], []]);
    expect(after.pages.every((page) => page.user_level === 2)).toBe(true);
  });
});

describe("a claim in the completed tab (spec section 4)", () => {
  it("marks the step claimed and leaves the others alone", () => {
    const done = step("a1", "a");
    const other = step("b1", "b");
    const page: CompletedMissionsPage = {
      list_sub_missions: [done, other],
      current_page: 1,
      total_pages: 1,
      user_level: 1,
    };
    const after = afterClaimInCompleted(pages(page), claim(done, null));
    const [a, b] = after.pages[0]?.list_sub_missions ?? [];
    expect(a).toMatchObject({ id: "a1", claimed: true, claimable: false });
    expect(b).toEqual(other);
  });
});

describe("mission paging (spec section 4)", () => {
  it("stops when the current page is at or beyond the total pages", () => {
    expect(nextMissionPage({ current_page: 1, total_pages: 3 })).toBe(2);
    expect(nextMissionPage({ current_page: 3, total_pages: 3 })).toBeUndefined();
    expect(nextMissionPage({ current_page: 4, total_pages: 3 })).toBeUndefined();
    expect(nextMissionPage({ current_page: 1, total_pages: 0 })).toBeUndefined();
  });
});
