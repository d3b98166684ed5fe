import { Readable } from "node:stream";
import {
  adminSurveyAnswer,
  adminSurveysAnswer,
  adminSurveysQuery,
  errorCodes,
  storeCheckInAnswer,
  storeCheckInRequest,
  surveyDefinition,
  surveyExportQuery,
  surveyParams,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { fileReply } from "../../http/openapi.js";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { recordAudit } from "../audit/index.js";
import { findLiveUser } from "../users/index.js";
import {
  adminSurvey,
  adminSurveyPageSize,
  createSurvey,
  listAdminSurveys,
  moveSurvey,
  recordStoreCheckIn,
  type SurveyAction,
  updateSurvey,
} from "./authoring.js";
import { surveyResponsesCsv } from "./export.js";

const tags = ["surveys"];
const surveysPermission = { config: { permission: "surveys" as const } };

/** Back office, under `/api/admin`: survey authoring and, until shop visits land, store check-ins. */
export const surveyAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/surveys",
    { ...surveysPermission, schema: { tags, querystring: adminSurveysQuery, response: { 200: adminSurveysAnswer } } },
    async (request) => {
      const { surveys, total } = await listAdminSurveys(db, request.query);
      return paged(surveys, { page: request.query.page, limit: adminSurveyPageSize, total });
    },
  );

  app.post(
    "/surveys",
    { ...surveysPermission, schema: { tags, body: surveyDefinition, response: { 201: adminSurveyAnswer } } },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const survey = await createSurvey(db, actor, request.body);
      return reply.status(201).send(ok(survey));
    },
  );

  app.get(
    "/surveys/:id",
    { ...surveysPermission, schema: { tags, params: surveyParams, response: { 200: adminSurveyAnswer } } },
    async (request) => ok(await adminSurvey(db, request.params.id)),
  );

  app.put(
    "/surveys/:id",
    {
      ...surveysPermission,
      schema: { tags, params: surveyParams, body: surveyDefinition, response: { 200: adminSurveyAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await updateSurvey(db, actor, request.params.id, request.body));
    },
  );

  const actions: SurveyAction[] = ["publish", "close", "announce_results"];
  for (const action of actions) {
    app.post(
      `/surveys/:id/${action}`,
      { ...surveysPermission, schema: { tags, params: surveyParams, response: { 200: adminSurveyAnswer } } },
      async (request) => {
        const { actor } = await staffOf(request);
        return ok(await moveSurvey(db, actor, request.params.id, action));
      },
    );
  }

  // Streamed: the file goes out a batch of responses at a time. Who exported what is recorded.
  app.get(
    "/surveys/:id/responses.csv",
    {
      ...surveysPermission,
      schema: {
        tags,
        summary: "Every response as CSV (UTF-8 with a byte-order mark), formula-safe cells",
        params: surveyParams,
        querystring: surveyExportQuery,
        response: { 200: fileReply("text/csv", "The responses as CSV") },
      },
    },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const { id } = request.params;
      const lines = await surveyResponsesCsv(db, id, request.query.locale);
      await db.transaction((tx) =>
        recordAudit(tx, actor, { action: "survey.export", target: { kind: "survey", id }, after: request.query }),
      );
      return (
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="survey-${id}-responses.csv"`)
          .header("cache-control", "no-store")
          // A stream goes out as it is, never through the response schema, which is there for the document.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  app.post(
    "/store_check_ins",
    {
      config: { permission: "members" },
      schema: { tags, body: storeCheckInRequest, response: { 201: storeCheckInAnswer } },
    },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const checkIn = await db.transaction(async (tx) => {
        if (!(await findLiveUser(tx, request.body.user_id))) {
          throw new AppError(404, errorCodes.notFound, "This member does not exist.");
        }
        const made = await recordStoreCheckIn(tx, { userId: request.body.user_id, storeId: request.body.store_id });
        await recordAudit(tx, actor, {
          action: "store_check_in.create",
          target: { kind: "member", id: made.userId },
          after: { store_id: made.storeId, check_in_id: made.id },
        });
        return made;
      });
      const data = {
        id: checkIn.id,
        user_id: checkIn.userId,
        store_id: checkIn.storeId,
        checked_in_at: checkIn.checkedInAt.toISOString(),
      };
      return reply.status(201).send(ok(data));
    },
  );
};
