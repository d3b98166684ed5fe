import {
  adminAdvertisementAnswer,
  adminAdvertisementListAnswer,
  advertisementInput,
  advertisementParams,
  advertisementReportAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { createAdvertisement, listAdvertisements, reportAdvertisement, updateAdvertisement } from "./service.js";

const tags = ["advertisements"];

/** `advertisements/{id}/update_view` (the popup closed) and `update_clicks` (its target opened). */
export const advertisementRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  for (const [path, kind] of [
    ["update_view", "view"],
    ["update_clicks", "click"],
  ] as const) {
    app.post(
      `/advertisements/:id/${path}`,
      { schema: { tags, params: advertisementParams, response: { 200: advertisementReportAnswer } } },
      async (request) => {
        const { user } = await request.requireUser();
        const counted = await reportAdvertisement(db, { advertisementId: request.params.id, userId: user.id, kind });
        return ok({ counted });
      },
    );
  }
};

/** The back office's advertisements, under `/api/admin`: list with views and clicks, create, edit. */
export const advertisementAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/advertisements",
    { config: { permission: "ads" }, schema: { tags, response: { 200: adminAdvertisementListAnswer } } },
    async (request) => {
      await staffOf(request);
      return ok(await listAdvertisements(db));
    },
  );
  app.post(
    "/advertisements",
    {
      config: { permission: "ads" },
      schema: { tags, body: advertisementInput, response: { 200: adminAdvertisementAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await createAdvertisement(db, actor, request.body));
    },
  );
  app.put(
    "/advertisements/:id",
    {
      config: { permission: "ads" },
      schema: {
        tags,
        params: advertisementParams,
        body: advertisementInput,
        response: { 200: adminAdvertisementAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await updateAdvertisement(db, actor, request.params.id, request.body));
    },
  );
};
