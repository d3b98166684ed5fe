import { errorCodes, text } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { contentTypeOf, privateFolders } from "../../lib/storage-keys.js";

const refused = () => new AppError(403, errorCodes.forbidden, "This link has expired or is not valid.");

/**
 * A private file on disk, through the link `FileLinks.privateUrl` signed after checking the
 * reader: no session is needed (an `<img>` may not send one), the signature is the permission.
 * An expired link, a changed one or one made for another file answers 403.
 */
export const fileRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { storage, fileLinks }) => {
  app.get(
    "/files/:folder/:file",
    {
      schema: {
        hide: true,
        params: z.object({
          folder: z.enum(privateFolders),
          file: text({ max: 64 }).pipe(z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|mp4|webm|pdf)$/)),
        }),
        querystring: z.object({
          // Unix seconds as digits (an int32 would end in 2038).
          expires: text({ max: 12 }).pipe(z.string().regex(/^\d{1,12}$/)),
          signature: text({ max: 64 }),
        }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const expires = Number(request.query.expires);
      const { signature } = request.query;
      if (!(await fileLinks.verify(key, expires, signature))) throw refused();
      const data = await storage.get(key);
      if (!data) throw new AppError(404, errorCodes.notFound, "Not found");
      const left = Math.max(0, Math.floor(expires - Date.now() / 1000));
      const type = contentTypeOf(key);
      // Only images show in the page; anything else (a chat's PDF) is downloaded, never rendered here.
      if (!type.startsWith("image/")) reply.header("content-disposition", "attachment");
      return reply
        .type(type)
        .header("cache-control", `private, max-age=${left}`)
        .header("content-security-policy", "default-src 'none'")
        .send(data);
    },
  );
};
