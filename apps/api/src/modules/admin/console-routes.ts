import { permissionsOf, staffProfileAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { displayName } from "../users/index.js";

/** The console's own calls: who is signed in and which sections they may open. */
export const consoleRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app) => {
  app.get(
    "/me",
    {
      config: { permission: "console" },
      schema: {
        tags: ["back office"],
        summary: "The staff member using the console and their permissions",
        response: { 200: staffProfileAnswer },
      },
    },
    async (request) => {
      const { user } = await staffOf(request);
      const data = {
        user_id: user.id,
        email: user.email,
        name: displayName(user),
        roles: user.roles,
        permissions: permissionsOf(user.roles),
      };
      return ok(data);
    },
  );
};
