import {
  errorCodes,
  surveyDetailAnswer,
  surveyDraftAnswer,
  surveyDraftRequest,
  surveyDraftRules,
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
import { saveSurveyDraft, surveyDraftOf } from "./drafts.js";
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
  const { db, fileLinks } = deps;
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

  // The answers so far, kept as the member goes (item 5 of Surveys II): read back on any device.
  app.get(
    "/surveys/:id/draft",
    { schema: { tags, params: surveyParams, response: { 200: surveyDraftAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      return ok(await surveyDraftOf(db, user, request.params.id));
    },
  );

  app.put(
    "/surveys/:id/draft",
    {
      bodyLimit: surveyDraftRules.bodyBytes,
      schema: { tags, params: surveyParams, body: surveyDraftRequest, response: { 200: surveyDraftAnswer } },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return ok(await saveSurveyDraft(db, user, request.params.id, request.body));
    },
  );

  app.get(
    "/surveys/:id/result",
    { schema: { tags, params: surveyParams, response: { 200: surveyResultAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const result = await ownResult(db, user, request.params.id, memberLocale(request, user), fileLinks.privateUrl);
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

  // A member's answer images are theirs alone. Results hand out signed links; this older address
  // still works for the owner, by sending them on to a fresh one.
  app.get(
    "/surveys/images/:file",
    { schema: { hide: true, params: z.object({ file: text({ max: 64 }) }) } },
    async (request, reply) => {
      const { user } = await request.requireUser();
      const key = surveyImageKey(request.params.file);
      if (!key || !(await ownsSurveyImage(db, user.id, key))) throw new AppError(404, errorCodes.notFound, "Not found");
      return reply.header("cache-control", "no-store").redirect(await fileLinks.privateUrl(key), 302);
    },
  );
};
