import { errorCodes, text } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../lib/service-deps.js";

/** Store photos: public files under unguessable names, each upload a new name, so cached for good. */
export const storeFileRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { storage }) => {
  app.get(
    "/uploads/store-photos/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: text({ max: 64 }).pipe(z.string().regex(/^[0-9a-f-]{36}\.jpg$/)) }),
      },
    },
    async (request, reply) => {
      const data = await storage.get(`store-photos/${request.params.file}`);
      if (!data) throw new AppError(404, errorCodes.notFound, "Not found");
      return reply
        .type("image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'")
        .send(data);
    },
  );
};
