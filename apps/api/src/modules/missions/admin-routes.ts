import {
  adminMissionAnswer,
  adminMissionListAnswer,
  adminMissionListQuery,
  adminMissionParams,
  missionDefinition,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { createMission, listAdminMissions, updateMission } from "./authoring.js";

const tags = ["missions"];
const missionsPermission = { config: { permission: "missions" as const } };

/** Back office: mission definitions with their steps, copy in every language. */
export const missionAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/missions",
    {
      ...missionsPermission,
      schema: { tags, querystring: adminMissionListQuery, response: { 200: adminMissionListAnswer } },
    },
    async (request) => ok(await listAdminMissions(db, request.query)),
  );

  app.post(
    "/missions",
    { ...missionsPermission, schema: { tags, body: missionDefinition, response: { 201: adminMissionAnswer } } },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const mission = await db.transaction((tx) => createMission(tx, request.body, actor));
      return reply.status(201).send(ok(mission));
    },
  );

  app.put(
    "/missions/:id",
    {
      ...missionsPermission,
      schema: { tags, params: adminMissionParams, body: missionDefinition, response: { 200: adminMissionAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await db.transaction((tx) => updateMission(tx, request.params.id, request.body, actor)));
    },
  );
};
