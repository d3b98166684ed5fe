import {
  adminSupportRequestsAnswer,
  adminSupportRequestsQuery,
  supportRequestBody,
  supportRequestFiled,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { enforceLimit, type Limit } from "../../lib/limits.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { memberLanguage } from "../users/index.js";
import { fileSupportRequest, listSupportRequests } from "./service.js";

const minute = 60_000;
/** A person writes a few; a script filling the table does not get far. */
export const supportLimits = {
  perIp: { limit: 5, windowMs: 60 * minute },
  perAccount: { limit: 10, windowMs: 24 * 60 * minute },
} satisfies Record<string, Limit>;

const pageLanguages = ["en", "vi", "id"] as const;

/** `POST support_requests`: the help page's contact form, signed in or not. */
export const supportRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, rateLimiter }) => {
  app.post(
    "/support_requests",
    {
      schema: {
        tags: ["help"],
        summary: "File a support request from the help page's contact form",
        body: supportRequestBody,
        response: { 201: supportRequestFiled },
      },
    },
    async (request, reply) => {
      await enforceLimit(rateLimiter, `support:ip:${request.ip}`, supportLimits.perIp);
      const user = await request.currentUser();
      if (user) await enforceLimit(rateLimiter, `support:user:${user.id}`, supportLimits.perAccount);
      // Answered in the page's language, else the account's.
      const cookie = pageLanguages.find((locale) => locale === request.cookies.locale);
      const locale = cookie ?? (user ? memberLanguage(user) : "en");
      const filed = await fileSupportRequest(db, request.body, { userId: user?.id ?? null, locale });
      return reply.status(201).send(ok({ id: filed.id, created_at: filed.createdAt.toISOString() }));
    },
  );
};

/** Back office, under `/api/admin`: what came in through the contact form, for support staff. */
export const supportAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/support_requests",
    {
      config: { permission: "support_requests" as const },
      schema: {
        tags: ["back office"],
        summary: "Support requests from the contact form, newest first",
        querystring: adminSupportRequestsQuery,
        response: { 200: adminSupportRequestsAnswer },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await listSupportRequests(db, request.query);
      return paged(items, { page, limit, total });
    },
  );
};
