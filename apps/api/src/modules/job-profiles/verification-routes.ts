import fastifyMultipart from "@fastify/multipart";
import {
  errorCodes,
  verificationDocumentParams,
  verificationLimits,
  verificationMessages,
  workerVerificationAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { readImagePart, reencodeImage } from "./images.js";
import { ownWorkerProfile } from "./own-profile.js";
import { assertDocumentsOpen, saveDocument, submitVerification, workerVerification } from "./verification.js";

const tags = ["job marketplace"];
/** Document uploads a member may send in an hour: every kind a few times over, not a flood. */
export const documentUploadLimit = { limit: 20, windowMs: 60 * 60 * 1000 };

/**
 * The worker's ID verification under `/api/job`, in a scope of its own that takes uploads. The
 * answer carries signed links to the member's own documents only.
 */
export const verificationRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db, fileLinks } = deps;

  app.get(
    "/worker/verify/1",
    {
      config: { jobToken: true },
      schema: {
        tags,
        summary: "One's own ID verification: its state, the documents uploaded and the phone",
        response: { 200: workerVerificationAnswer },
      },
    },
    async (request) => ok(await workerVerification(db, fileLinks, await ownWorkerProfile(db, request))),
  );

  app.post(
    "/worker/verify/1/submit",
    {
      config: { jobToken: true },
      schema: {
        tags,
        summary: "Send the uploaded documents for review (the state becomes pending)",
        response: { 200: workerVerificationAnswer },
      },
    },
    async (request) => {
      const profile = await ownWorkerProfile(db, request);
      await submitVerification(db, profile);
      return ok(await workerVerification(db, fileLinks, profile));
    },
  );

  // Only the upload takes multipart, in a scope of its own (every such route declares its limit).
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: verificationLimits.imageMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    uploads.post(
      "/worker/verify/documents/:kind",
      {
        config: { jobToken: true, upload: documentUploadLimit },
        schema: {
          tags,
          summary: "Upload one ID document (front, back, date of birth or address)",
          description: "Multipart: one JPG or PNG file named `image`, at most 10 MB. Stored privately.",
          params: verificationDocumentParams,
          response: { 200: workerVerificationAnswer },
        },
      },
      async (request) => {
        const profile = await ownWorkerProfile(db, request);
        if (!request.isMultipart()) {
          throw new AppError(415, errorCodes.imageType, verificationMessages.imageType, "image");
        }
        await assertDocumentsOpen(db, profile.id);
        const data = await readImagePart(await request.file(), "image", verificationLimits.imageMaxBytes);
        // Large enough to read a document's small print, and nothing more of the original survives.
        const image = await reencodeImage(data, "image", 2400);
        await saveDocument(deps, profile, request.params.kind, image);
        return ok(await workerVerification(db, fileLinks, profile));
      },
    );
  });
};
