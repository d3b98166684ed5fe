import fastifyMultipart from "@fastify/multipart";
import { chatAttachmentAnswer, chatRules, errorCodes } from "@rewards/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import type { FileLinks } from "../../lib/file-links.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { attachmentKeyFor, attachmentMessages, attachmentsPerMinute, uploadAttachment } from "./attachments.js";

const tags = ["chat"];
/**
 * The door's count (in the shared rate limiter, before a byte is read); the member's minute is
 * also counted in the database, so every process sees the same count without Redis.
 */
export const attachmentUploadLimit = { limit: attachmentsPerMinute * 2, windowMs: 60_000 };

const params = z.object({ id: z.uuid() });
const fileParams = z.object({ id: z.uuid(), attachment: z.uuid() });

/**
 * Attachments under `/api/chat`: the upload (multipart, in a scope of its own) and the members'
 * way to the file. A file is private: its address answers a member with a redirect to a link that
 * works for a few minutes, and anyone else with 404 'Chat room not exists'.
 */
export const chatAttachmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  fileLinks: FileLinks;
}> = async (app, deps) => {
  const me = async (request: { requireUser(): Promise<{ user: { id: string } }> }) =>
    (await request.requireUser()).user.id;

  app.get(
    "/rooms/:id/attachments/:attachment",
    {
      config: { jobToken: true },
      // A redirect without a body, kept out of the document as the survey images' one is.
      schema: { hide: true, params: fileParams },
    },
    async (request, reply) => {
      const key = await attachmentKeyFor(deps.db, await me(request), request.params.id, request.params.attachment);
      return reply.header("cache-control", "private, no-store").redirect(await deps.fileLinks.privateUrl(key), 302);
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: chatRules.attachmentMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    uploads.post(
      "/rooms/:id/attachments",
      {
        config: { jobToken: true, upload: attachmentUploadLimit },
        schema: {
          tags,
          summary: "Upload an attachment to send in a room",
          description: `Multipart: one file named \`file\`, at most 10 MB: a JPG or PNG image (re-encoded) or a PDF. Stored privately; send it with \`attachment_id\`. ${attachmentsPerMinute} a minute per member.`,
          params,
          response: { 200: chatAttachmentAnswer },
        },
      },
      async (request) => {
        const userId = await me(request);
        if (!request.isMultipart()) throw new AppError(415, errorCodes.imageType, attachmentMessages.type, "file");
        let file: Awaited<ReturnType<typeof request.file>>;
        try {
          file = await request.file();
        } catch {
          // A body that is not a well-formed multipart upload is the sender's fault.
          throw new AppError(400, errorCodes.validationFailed, attachmentMessages.missing, "file");
        }
        return ok(await uploadAttachment(deps, userId, request.params.id, file));
      },
    );
  });
};
