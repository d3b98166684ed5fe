import {
  errorCodes,
  surveyDetailAnswer,
  surveyListAnswer,
  surveyListQuery,
  surveyParams,
  surveyResultAnswer,
  surveyStatisticsAnswer,
  text,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { memberLocale } from "../../http/member-locale.js";
import { ok, paged } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { surveyImageKey } from "./images.js";
import { listSurveys, surveyForAnswering } from "./listing.js";
import { ownResult, ownsSurveyImage } from "./results.js";
import { surveyStatistics } from "./statistics.js";
import { submissionRoutes } from "./submission-routes.js";

const tags = ["surveys"];

/**
 * The member's surveys (spec section 7): the list, one survey to answer, the answer itself, the
 * member's own result and the announced statistics. Every call needs a session.
 */
export const surveyRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db, storage } = deps;
  await app.register(submissionRoutes, deps);

  app.get(
    "/v1/list_surveys",
    { schema: { tags, querystring: surveyListQuery, response: { 200: surveyListAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { page, limit } = request.query;
      const { items, total } = await listSurveys(db, user, memberLocale(request, user), request.query);
      return paged(items, { page, limit, total });
    },
  );

  app.get(
    "/surveys/:id",
    { schema: { tags, params: surveyParams, response: { 200: surveyDetailAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const survey = await surveyForAnswering(db, user, request.params.id, memberLocale(request, user));
      return ok(survey);
    },
  );

  app.get(
    "/surveys/:id/result",
    { schema: { tags, params: surveyParams, response: { 200: surveyResultAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const result = await ownResult(db, user, request.params.id, memberLocale(request, user));
      return ok(result);
    },
  );

  app.get(
    "/surveys/:id/survey_view_pr",
    { schema: { tags, params: surveyParams, response: { 200: surveyStatisticsAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const statistics = await surveyStatistics(db, user, request.params.id, memberLocale(request, user));
      return ok(statistics);
    },
  );

  // A member's answer images are theirs alone: served only to them, never cached by others.
  app.get(
    "/surveys/images/:file",
    { schema: { hide: true, params: z.object({ file: text({ max: 64 }) }) } },
    async (request, reply) => {
      const { user } = await request.requireUser();
      const key = surveyImageKey(request.params.file);
      const data = key && (await ownsSurveyImage(db, user.id, key)) ? await storage.get(key) : null;
      if (!key || !data) throw new AppError(404, errorCodes.notFound, "Not found");
      return reply
        .type("image/jpeg")
        .header("cache-control", "private, max-age=86400")
        .header("content-security-policy", "default-src 'none'")
        .send(data);
    },
  );
};
