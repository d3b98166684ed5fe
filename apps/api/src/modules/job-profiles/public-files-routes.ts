import { errorCodes, text } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { contentTypeOf } from "../../lib/storage-keys.js";

/** The job service's public folders; ID documents are private and never served here. */
const publicFolders = ["portfolio", "videos", "video-posters"] as const;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` on a file of `size` bytes; null for anything else. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const found = header?.match(/^bytes=(\d{0,15})-(\d{0,15})$/);
  if (!found || (found[1] === "" && found[2] === "")) return null;
  const [first, last] = [found[1] ?? "", found[2] ?? ""];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Portfolio images, video resumes and their posters: public files under unguessable names, each
 * upload a new name, so they are cached for good. Videos answer byte ranges, which players use to
 * seek (and some need before they play at all).
 */
export const publicFileRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { storage }) => {
  app.get(
    "/uploads/:folder/:file",
    {
      schema: {
        hide: true,
        params: z.object({
          folder: z.enum(publicFolders),
          file: text({ max: 64 }).pipe(z.string().regex(/^[0-9a-f-]{36}\.(jpg|mp4|webm)$/)),
        }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const data = await storage.get(key);
      if (!data) throw new AppError(404, errorCodes.notFound, "Not found");
      reply
        .type(contentTypeOf(key))
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'")
        .header("accept-ranges", "bytes");
      const range = request.headers.range === undefined ? null : byteRange(request.headers.range, data.length);
      if (request.headers.range !== undefined && !range) {
        return reply.code(416).header("content-range", `bytes */${data.length}`).send();
      }
      if (!range) return reply.send(data);
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${data.length}`)
        .send(data.subarray(range.start, range.end + 1));
    },
  );
};
