import fastifyMultipart from "@fastify/multipart";
import {
  businessCardAnswer,
  businessCardBody,
  errorCodes,
  portfolioAnswer,
  portfolioImageParams,
  portfolioItemAnswer,
  portfolioItemBody,
  portfolioItemParams,
  portfolioItemRemovedAnswer,
  portfolioItemUpdate,
  portfolioLimits,
  portfolioMessages,
  videoLimits,
  videoMessages,
  workerVideoAnswer,
  workerVideoRemovedAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { readImagePart, reencodeImage } from "./images.js";
import { ownWorkerProfile } from "./own-profile.js";
import {
  addPortfolioImage,
  createPortfolioItem,
  deletePortfolioItem,
  portfolioOf,
  removePortfolioImage,
  updatePortfolioItem,
} from "./portfolio.js";
import { removeVideo, replaceVideo, saveBusinessCard, videoOf } from "./showcase.js";
import { receiveVideo } from "./video.js";

const tags = ["job marketplace"];
const config = { jobToken: true } as const;
const hour = 60 * 60 * 1000;
/** Portfolio images a member may send in an hour: a full portfolio twice over. */
export const portfolioUploadLimit = { limit: 120, windowMs: hour };
/** Video resumes a member may send in an hour: each costs a probe and a frame cut. */
export const videoUploadLimit = { limit: 10, windowMs: hour };

/**
 * What a worker shows beside the basic profile, under `/api/job`: portfolio items, the video
 * resume and the business card. Every call edits only the caller's own worker profile.
 */
export const showcaseRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    "/worker/portfolios",
    { config, schema: { tags, summary: "One's own portfolio, newest first", response: { 200: portfolioAnswer } } },
    async (request) => ok(await portfolioOf(db, (await ownWorkerProfile(db, request)).id)),
  );

  app.post(
    "/worker/portfolios",
    {
      config,
      schema: {
        tags,
        summary: "Add a portfolio item (its images follow one by one)",
        body: portfolioItemBody,
        response: { 200: portfolioItemAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      return ok(await createPortfolioItem(db, profile.id, request.body));
    },
  );

  app.put(
    "/worker/portfolios/:id",
    {
      config,
      schema: {
        tags,
        summary: "Change a portfolio item's title or description",
        params: portfolioItemParams,
        body: portfolioItemUpdate,
        response: { 200: portfolioItemAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      return ok(await updatePortfolioItem(db, profile.id, request.params.id, request.body));
    },
  );

  app.delete(
    "/worker/portfolios/:id",
    {
      config,
      schema: {
        tags,
        summary: "Remove a portfolio item with its images",
        params: portfolioItemParams,
        response: { 200: portfolioItemRemovedAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      await deletePortfolioItem(deps, profile.id, request.params.id);
      return ok({ removed: true as const });
    },
  );

  app.delete(
    "/worker/portfolios/:id/images/:imageId",
    {
      config,
      schema: {
        tags,
        summary: "Remove one image of a portfolio item",
        params: portfolioImageParams,
        response: { 200: portfolioItemAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      return ok(await removePortfolioImage(deps, profile.id, request.params.id, request.params.imageId));
    },
  );

  app.delete(
    "/worker/video",
    { config, schema: { tags, summary: "Remove one's video resume", response: { 200: workerVideoRemovedAnswer } } },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      await removeVideo(deps, profile.id);
      return ok({ video: null });
    },
  );

  app.put(
    "/worker/workers/update_business_card",
    {
      config,
      schema: {
        tags,
        summary: "Save the business card's theme, colour and the parts it shows",
        body: businessCardBody,
        response: { 200: businessCardAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      return ok(await saveBusinessCard(db, profile.id, request.body));
    },
  );

  // The uploads, in a scope of their own that takes multipart (each declares its limit).
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: videoLimits.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    uploads.post(
      "/worker/portfolios/:id/images",
      {
        config: { ...config, upload: portfolioUploadLimit },
        schema: {
          tags,
          summary: "Add an image to a portfolio item",
          description: `Multipart: one JPG or PNG file named \`image\`, at most 10 MB; up to ${portfolioLimits.imagesMax} an item.`,
          params: portfolioItemParams,
          response: { 200: portfolioItemAnswer },
        },
      },
      async (request) => {
        const profile = await ownWorkerProfile(db, request);
        if (!request.isMultipart()) {
          throw new AppError(415, errorCodes.imageType, portfolioMessages.imageType, "image");
        }
        const file = await request.file({ limits: { fileSize: portfolioLimits.imageMaxBytes } });
        const data = await readImagePart(file, "image", portfolioLimits.imageMaxBytes);
        const image = await reencodeImage(data, "image", 2048);
        return ok(await addPortfolioImage(deps, profile.id, request.params.id, image));
      },
    );

    uploads.post(
      "/worker/video",
      {
        config: { ...config, upload: videoUploadLimit },
        schema: {
          tags,
          summary: "Upload one's video resume (replacing the one before)",
          description:
            "Multipart: one MP4 or WebM file named `video`, at most 50 MB and 3 minutes. The answer says how long it is and whether it runs past the advised minute.",
          response: { 200: workerVideoAnswer },
        },
      },
      async (request) => {
        const profile = await ownWorkerProfile(db, request);
        if (!request.isMultipart()) throw new AppError(415, errorCodes.videoType, videoMessages.type, "video");
        const received = await receiveVideo(await request.file());
        const video = videoOf(await replaceVideo(deps, profile.id, received));
        if (!video) throw new Error("video not saved");
        return ok(video);
      },
    );
  });
};
