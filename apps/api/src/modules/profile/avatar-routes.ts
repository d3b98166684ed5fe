import fastifyMultipart from "@fastify/multipart";
import { avatarLimits, errorCodes, profileAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { assertAvatarSize, imageTypeMessage, prepareAvatar, replaceAvatar } from "./avatar.js";
import { profileData } from "./profile-data.js";

/** Avatar uploads a member may send in an hour: plenty for trying a few pictures, not a flood. */
export const avatarUploadLimit = { limit: 20, windowMs: 60 * 60 * 1000 };

/** `POST profile/avatar` (multipart, one file named `avatar`), in a scope of its own that takes uploads. */
export const avatarRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    "/profile/avatar",
    {
      config: { upload: avatarUploadLimit },
      schema: {
        tags: ["profile"],
        description: "Multipart: one JPG or PNG file named `avatar`, at most 10 MB.",
        response: { 200: profileAnswer },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      if (!request.isMultipart()) throw new AppError(415, errorCodes.imageType, imageTypeMessage, "avatar");
      const file = await request.file();
      if (file?.fieldname !== "avatar") {
        throw new AppError(400, errorCodes.validationFailed, "Please choose an image.", "avatar");
      }
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") assertAvatarSize(avatarLimits.maxBytes + 1);
        throw error;
      });
      const updated = await replaceAvatar(deps, user.id, await prepareAvatar(data));
      return ok(profileData(updated));
    },
  );
};
