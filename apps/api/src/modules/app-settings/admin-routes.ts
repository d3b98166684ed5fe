import { appSettingAnswer, appSettingKeys, appSettingListAnswer, appSettingSchemas } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { listSettings, saveSetting } from "./service.js";

const tags = ["settings"];
const settings = { config: { permission: "settings" as const } };

/** The product's parameters in the back office: `GET settings`, and `PUT settings/<key>` for each key. */
export const appSettingRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/settings", { ...settings, schema: { tags, response: { 200: appSettingListAnswer } } }, async () =>
    ok(await listSettings(db)),
  );

  // One route per key, so each body is checked (and documented) by that key's own schema.
  for (const key of appSettingKeys) {
    app.put(
      `/settings/${key}`,
      {
        ...settings,
        schema: { tags, body: z.object({ value: appSettingSchemas[key] }), response: { 200: appSettingAnswer } },
      },
      async (request) => {
        const { actor } = await staffOf(request);
        const value = (request.body as { value: unknown }).value;
        return ok(await saveSetting(db, actor, key, value as never));
      },
    );
  }
};
