import { type AdminMission, missionDefinition } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { definitionOf, type MissionDraft, missionDraftOf, newMissionDraft, newStep } from "./mission-draft";

const copy = (en: string) => ({ en, vi: `${en} (vi)`, id: `${en} (id)` });

const saved: AdminMission = {
  id: "0195f0c8-7a55-7000-8000-000000000001",
  type: "levelUp",
  category: "survey",
  level: 2,
  title: copy("Answer surveys"),
  description: copy("Every survey counts."),
  position: 3,
  active: true,
  sub_missions: [
    {
      id: "0195f0c8-7a55-7000-8000-000000000002",
      title: copy("Answer 3"),
      description: copy("Three surveys."),
      target: 3,
      point: 50,
    },
  ],
};

const issuesOf = (draft: MissionDraft) =>
  (missionDefinition.safeParse(definitionOf(draft)).error?.issues ?? []).map((issue) => issue.path.join("."));

describe("the mission editor's draft", () => {
  it("saves a mission as it was read, so its steps keep their ids and members their progress", () => {
    const definition = missionDefinition.parse(definitionOf(missionDraftOf(saved)));
    expect(definition).toMatchObject({ type: "levelUp", level: 2, position: 3, category: "survey" });
    expect(definition.sub_missions).toEqual([
      {
        id: saved.sub_missions[0]?.id,
        title: copy("Answer 3"),
        description: copy("Three surveys."),
        target: 3,
        point: 50,
      },
    ]);
  });

  it("adds a new step without an id, after the existing ones", () => {
    const draft = missionDraftOf(saved);
    draft.sub_missions.push({ ...newStep(), title: copy("Answer 5"), description: copy("Five."), point: "80" });
    const definition = missionDefinition.parse(definitionOf(draft));
    expect(definition.sub_missions.map((step) => step.id)).toEqual([saved.sub_missions[0]?.id, undefined]);
    expect(definition.sub_missions[1]).toMatchObject({ target: 1, point: 80 });
  });

  it("gives a daily mission no level, whatever the level box held", () => {
    const draft = { ...missionDraftOf(saved), type: "daily" as const };
    expect(missionDefinition.parse(definitionOf(draft)).level).toBeNull();
  });

  it("refuses a level-up mission without a level at the level", () => {
    const draft = { ...missionDraftOf(saved), level: "" };
    expect(issuesOf(draft)).toEqual(["level"]);
    expect(issuesOf({ ...draft, type: "daily" })).toEqual([]);
  });

  it("names each field the schema refuses: a level-up mission without its level, copy missing in a language, an empty step", () => {
    const draft = { ...newMissionDraft(), type: "levelUp" as const, title: { en: "Invite", vi: "", id: "Undang" } };
    draft.description = copy("Bring friends.");
    const issues = issuesOf(draft);
    expect(issues).toContain("level");
    expect(issues).toContain("title.vi");
    expect(issues).toContain("sub_missions.0.title.en");
    expect(issues).toContain("sub_missions.0.point");
    expect(issues).not.toContain("title.en");
  });
});
