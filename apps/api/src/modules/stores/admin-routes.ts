import fastifyMultipart from "@fastify/multipart";
import {
  adminStoreAnswer,
  adminStoreBody,
  adminStoreCategoriesAnswer,
  adminStoreHoursBody,
  adminStoreLocationBody,
  adminStorePatch,
  adminStorePhotoParams,
  adminStoreStaffBody,
  adminStoreStaffParams,
  adminStoresAnswer,
  adminStoresQuery,
  errorCodes,
  portfolioLimits,
  storeIdParams,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { readImagePart, reencodeImage } from "../job-profiles/index.js";
import {
  addStorePhoto,
  addStoreStaff,
  adminCategories,
  adminStoreList,
  adminStoreOf,
  createStore,
  moveStore,
  removeStorePhoto,
  removeStoreStaff,
  setStoreHours,
  updateStore,
} from "./admin.js";

const tags = ["shop visit"];
const stores = { config: { permission: "stores" as const } };
/** Store photos a staff member may send in an hour: a few stores' worth. */
export const storePhotoUploadLimit = { limit: 120, windowMs: 60 * 60 * 1000 };
const photoMaxBytes = portfolioLimits.imageMaxBytes;

/** Back office, under `/api/admin`: the shop-visit stores. Every change is audited. */
export const storeAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    "/stores",
    { ...stores, schema: { tags, querystring: adminStoresQuery, response: { 200: adminStoresAnswer } } },
    async (request) => {
      const { stores: found, total } = await adminStoreList(db, request.query);
      return paged(found, { page: request.query.page, limit: request.query.limit, total });
    },
  );

  app.get(
    "/stores/categories",
    { ...stores, schema: { tags, response: { 200: adminStoreCategoriesAnswer } } },
    async () => ok(await adminCategories(db)),
  );

  app.get(
    "/stores/:id",
    { ...stores, schema: { tags, params: storeIdParams, response: { 200: adminStoreAnswer } } },
    async (request) => ok(await adminStoreOf(db, request.params.id)),
  );

  app.post(
    "/stores",
    { ...stores, schema: { tags, body: adminStoreBody, response: { 201: adminStoreAnswer } } },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      return reply.code(201).send(ok(await createStore(db, actor, request.body)));
    },
  );

  app.patch(
    "/stores/:id",
    { ...stores, schema: { tags, params: storeIdParams, body: adminStorePatch, response: { 200: adminStoreAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await updateStore(db, actor, request.params.id, request.body));
    },
  );

  app.put(
    "/stores/:id/location",
    {
      ...stores,
      schema: { tags, params: storeIdParams, body: adminStoreLocationBody, response: { 200: adminStoreAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await moveStore(db, actor, request.params.id, request.body));
    },
  );

  app.put(
    "/stores/:id/hours",
    {
      ...stores,
      schema: {
        tags,
        description: "The whole week, replacing what is stored; a weekday left out is closed.",
        params: storeIdParams,
        body: adminStoreHoursBody,
        response: { 200: adminStoreAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await setStoreHours(db, actor, request.params.id, request.body.hours));
    },
  );

  app.post(
    "/stores/:id/staff",
    {
      ...stores,
      schema: {
        tags,
        description: "Adds an account by email; it gets the shop_staff role if it lacks it.",
        params: storeIdParams,
        body: adminStoreStaffBody,
        response: { 200: adminStoreAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await addStoreStaff(db, actor, request.params.id, request.body.email));
    },
  );

  app.delete(
    "/stores/:id/staff/:userId",
    { ...stores, schema: { tags, params: adminStoreStaffParams, response: { 200: adminStoreAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await removeStoreStaff(db, actor, request.params.id, request.params.userId));
    },
  );

  app.delete(
    "/stores/:id/photos/:photoId",
    { ...stores, schema: { tags, params: adminStorePhotoParams, response: { 200: adminStoreAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await removeStorePhoto(deps, actor, request.params.id, request.params.photoId));
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: photoMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    uploads.post(
      "/stores/:id/photos",
      {
        config: { ...stores.config, upload: storePhotoUploadLimit },
        schema: {
          tags,
          summary: "Add a photo to a store",
          description: "Multipart: one JPG or PNG file named `image`, at most 10 MB; up to 10 a store.",
          params: storeIdParams,
          response: { 200: adminStoreAnswer },
        },
      },
      async (request) => {
        const { actor } = await staffOf(request);
        if (!request.isMultipart())
          throw new AppError(415, errorCodes.imageType, "Please choose a JPG or PNG image.", "image");
        const file = await request.file({ limits: { fileSize: photoMaxBytes } });
        const data = await readImagePart(file, "image", photoMaxBytes);
        const image = await reencodeImage(data, "image", 1600);
        return ok(await addStorePhoto(deps, actor, request.params.id, image));
      },
    );
  });
};
