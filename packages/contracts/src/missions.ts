import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { int, pageParam, queryInt, text } from "./text.js";

/** Spec section 3: daily missions reset at the member's local midnight; level-up missions raise the level. */
export const missionTypes = ["levelUp", "daily"] as const;
export type MissionType = (typeof missionTypes)[number];

/** What a mission counts; each category moves with its activity (docs/ARCHITECTURE.md, "Missions"). */
export const missionCategories = [
  "survey",
  "attendance",
  "invite",
  "profile",
  "phone",
  "bingo",
  "job",
  "shop",
] as const;
export type MissionCategory = (typeof missionCategories)[number];

/** The spec's messages (section 8). */
export const missionMessages = {
  notClaimable: "Mission is not claimable",
  checkFailed: "Mission check fail",
} as const;

export const missionPageSize = 10;
export const missionLimits = {
  titleMax: 120,
  descriptionMax: 500,
  subMissionsMax: 10,
  targetMax: 10_000,
  levelMax: 100,
};

/** A step of a mission, with the member's progress (spec section 3's sub-mission fields). */
export const subMission = z.object({
  id: z.string(),
  mission_id: z.string(),
  category: z.enum(missionCategories),
  title: z.string(),
  description: z.string(),
  current_progress: z.number().int(),
  target: z.number().int(),
  point: z.number().int(),
  claimable: z.boolean(),
  claimed: z.boolean(),
  type: z.enum(missionTypes),
  /** The level a level-up mission belongs to; null for daily ones. */
  level: z.number().int().nullable(),
});
export type SubMission = z.infer<typeof subMission>;

/** A mission in the active tabs: its current step (the first not claimed) and how far along the chain it is. */
export const missionItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(missionCategories),
  type: z.enum(missionTypes),
  level: z.number().int().nullable(),
  sub_mission: subMission,
  steps_done: z.number().int(),
  steps_total: z.number().int(),
});
export type MissionItem = z.infer<typeof missionItem>;

export const missionsQuery = z.object({
  type: z.enum(missionTypes, "Please choose levelUp or daily.").default("levelUp"),
  page: pageParam,
});
export const completedMissionsQuery = z.object({ page: pageParam });

const paging = { current_page: z.number().int(), total_pages: z.number().int(), user_level: z.number().int() };
export const missionsAnswer = okEnvelope(z.object({ list_missions: z.array(missionItem), ...paging }));
export type MissionsPage = z.infer<typeof missionsAnswer>["data"];
export const completedMissionsAnswer = okEnvelope(z.object({ list_sub_missions: z.array(subMission), ...paging }));
export type CompletedMissionsPage = z.infer<typeof completedMissionsAnswer>["data"];

export const subMissionParams = z.object({ id: z.uuid(missionMessages.notClaimable) });

/** `PUT sub_missions/{id}`: the claimed step, the mission's next one (null when it was the last), the balance and level. */
export const claimData = z.object({
  sub_mission: subMission,
  next_sub_mission: subMission.nullable(),
  remaining: z.number().int(),
  user_level: z.number().int(),
  level_up: z.boolean(),
});
export type ClaimData = z.infer<typeof claimData>;
export const claimAnswer = okEnvelope(claimData);

/** `GET missions/check_missions`: whether anything waits to be claimed (the menu's dot). */
export const checkMissionsAnswer = okEnvelope(z.object({ claimable: z.boolean(), count: z.number().int() }));

/** Mission copy is written in every language the app speaks. */
const everyLanguage = (max: number) =>
  z.object({ en: text({ min: 1, max }), vi: text({ min: 1, max }), id: text({ min: 1, max }) }).strict();

export const subMissionDefinition = z.object({
  /** An existing step keeps its id (and the members' progress); a step without one is new. */
  id: z.uuid().optional(),
  title: everyLanguage(missionLimits.titleMax),
  description: everyLanguage(missionLimits.descriptionMax),
  target: int({
    min: 1,
    max: missionLimits.targetMax,
    message: `Use a whole number from 1 to ${missionLimits.targetMax}.`,
  }),
  point: int({ min: 0, max: 1_000_000, message: "Use a whole number of points from 0 to 1000000." }),
});

/** `POST|PUT /api/admin/missions`: a mission and its steps in order; steps left out of an update retire. */
export const missionDefinition = z
  .object({
    type: z.enum(missionTypes),
    category: z.enum(missionCategories),
    level: int({ min: 1, max: missionLimits.levelMax, message: `Use a level from 1 to ${missionLimits.levelMax}.` })
      .nullable()
      .default(null),
    title: everyLanguage(missionLimits.titleMax),
    description: everyLanguage(missionLimits.descriptionMax),
    position: int({ min: 0, max: 10_000 }).default(0),
    active: z.boolean().default(true),
    sub_missions: z
      .array(subMissionDefinition)
      .min(1, "A mission needs at least one step.")
      .max(missionLimits.subMissionsMax, `A mission has at most ${missionLimits.subMissionsMax} steps.`),
  })
  .refine((mission) => (mission.type === "levelUp") === (mission.level !== null), {
    path: ["level"],
    message: "A level-up mission needs a level; a daily one has none.",
  });
export type MissionDefinition = z.infer<typeof missionDefinition>;
export type MissionDefinitionInput = z.input<typeof missionDefinition>;

const localized = z.object({ en: z.string(), vi: z.string(), id: z.string() });
export const adminMission = z.object({
  id: z.string(),
  type: z.enum(missionTypes),
  category: z.enum(missionCategories),
  level: z.number().int().nullable(),
  title: localized,
  description: localized,
  position: z.number().int(),
  active: z.boolean(),
  sub_missions: z.array(
    z.object({
      id: z.string(),
      title: localized,
      description: localized,
      target: z.number().int(),
      point: z.number().int(),
    }),
  ),
});
export type AdminMission = z.infer<typeof adminMission>;
export const adminMissionAnswer = okEnvelope(adminMission);
export const adminMissionListAnswer = okEnvelope(z.array(adminMission));
export const adminMissionParams = z.object({ id: z.uuid("This mission does not exist.") });
export const adminMissionListQuery = z.object({
  type: z.enum(missionTypes).optional(),
  level: queryInt({ min: 1, max: 100 }).optional(),
});
