import type { AdminMission, MissionDefinitionInput } from "@rewards/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** The same copy in the three languages, so tests can name a step by its English title. */
export const copy = (text: string) => ({ en: text, vi: `${text} (vi)`, id: `${text} (id)` });

export function definition(overrides: Partial<MissionDefinitionInput> = {}): MissionDefinitionInput {
  return {
    type: "levelUp",
    category: "survey",
    level: 1,
    title: copy("Survey starter"),
    description: copy("Answer surveys"),
    sub_missions: [{ title: copy("Answer a survey"), description: copy("Any survey"), target: 1, point: 10 }],
    ...overrides,
  };
}

/** Creates a mission through the admin API. */
export async function defineMission(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<MissionDefinitionInput> = {},
): Promise<AdminMission> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/missions",
    headers: { token: adminToken },
    payload: definition(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as AdminMission;
}

export const stepOf = (mission: AdminMission, index = 0) => {
  const step = mission.sub_missions[index];
  if (!step) throw new Error(`mission has no step ${index}`);
  return step;
};
