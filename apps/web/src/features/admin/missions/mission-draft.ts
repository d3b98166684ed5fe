import type { AdminMission, MissionCategory, MissionDefinitionInput, MissionType } from "@rewards/contracts";

/** Mission copy is written in every language the app speaks. */
export const copyLocales = ["en", "vi", "id"] as const;
export type Copy = Record<(typeof copyLocales)[number], string>;

/**
 * The editor's form: numbers as typed, the copy per language. Its paths are `missionDefinition`'s,
 * so each issue of the schema lands on the field it names.
 */
export type StepDraft = { stepId: string | undefined; title: Copy; description: Copy; target: string; point: string };
export type MissionDraft = {
  type: MissionType;
  category: MissionCategory;
  level: string;
  title: Copy;
  description: Copy;
  position: string;
  active: boolean;
  sub_missions: StepDraft[];
};

const emptyCopy = (): Copy => ({ en: "", vi: "", id: "" });
const copyOf = (copy: Copy): Copy => ({ en: copy.en, vi: copy.vi, id: copy.id });

export const newStep = (): StepDraft => ({
  stepId: undefined,
  title: emptyCopy(),
  description: emptyCopy(),
  target: "1",
  point: "",
});

export function newMissionDraft(): MissionDraft {
  return {
    type: "daily",
    category: "survey",
    level: "",
    title: emptyCopy(),
    description: emptyCopy(),
    position: "0",
    active: true,
    sub_missions: [newStep()],
  };
}

export function missionDraftOf(mission: AdminMission): MissionDraft {
  return {
    type: mission.type,
    category: mission.category,
    level: mission.level === null ? "" : String(mission.level),
    title: copyOf(mission.title),
    description: copyOf(mission.description),
    position: String(mission.position),
    active: mission.active,
    sub_missions: mission.sub_missions.map((step) => ({
      stepId: step.id,
      title: copyOf(step.title),
      description: copyOf(step.description),
      target: String(step.target),
      point: String(step.point),
    })),
  };
}

/** A typed number; an empty box is left out, so the schema's default or its "required" applies. */
const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));

/**
 * A level-up mission's level. An empty box goes to the schema as the empty text it is, which it
 * refuses at the level at once: its own level rule runs only after every other field passes.
 */
const levelOf = (draft: MissionDraft) =>
  draft.type !== "levelUp"
    ? null
    : draft.level.trim() === ""
      ? (draft.level as unknown as number)
      : Number(draft.level);

/**
 * The form as `POST|PUT /api/admin/missions` take it. A step keeps its id, so members keep their
 * progress on it; a daily mission has no level whatever the box held when it was a level-up one.
 */
export function definitionOf(draft: MissionDraft): MissionDefinitionInput {
  return {
    type: draft.type,
    category: draft.category,
    level: levelOf(draft),
    title: copyOf(draft.title),
    description: copyOf(draft.description),
    position: numberOf(draft.position),
    active: draft.active,
    sub_missions: draft.sub_missions.map((step) => ({
      ...(step.stepId && { id: step.stepId }),
      title: copyOf(step.title),
      description: copyOf(step.description),
      target: numberOf(step.target) as number,
      point: numberOf(step.point) as number,
    })),
  };
}

/** A mission's text in the console's language, else in English. */
export function copyIn(copy: Copy, language: string): string {
  const locale = copyLocales.find((candidate) => candidate === language) ?? "en";
  return copy[locale] || copy.en;
}
